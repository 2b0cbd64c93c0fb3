/**
 * Domain endings accepted by default (spec §5: "a limited list of domain endings"). Chosen for a
 * US brokerage with Chinese-speaking clients: generic and US endings, the real-estate, legal and
 * finance endings agents and lenders use, popular tech endings, and the countries clients write
 * from. Callers with other needs pass their own list.
 */
export const DEFAULT_EMAIL_ENDINGS = [
  // generic and US
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'mil',
  'us',
  'info',
  'biz',
  'name',
  'pro',
  'mobi',
  'email',
  'me',
  'tv',
  'co',
  'cc',
  // real estate, legal and finance
  'realtor',
  'realty',
  'realestate',
  'homes',
  'house',
  'properties',
  'property',
  'estate',
  'land',
  'law',
  'legal',
  'attorney',
  'lawyer',
  'mortgage',
  'loans',
  'finance',
  'financial',
  'bank',
  'insurance',
  'cpa',
  'tax',
  'group',
  'company',
  'llc',
  'inc',
  'agency',
  'team',
  // tech
  'io',
  'ai',
  'app',
  'dev',
  'tech',
  'online',
  'site',
  'xyz',
  // countries
  'ca',
  'mx',
  'uk',
  'ie',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'eu',
  'au',
  'nz',
  'in',
  'cn',
  'hk',
  'tw',
  'mo',
  'sg',
  'jp',
  'kr',
] as const;

// Atext of RFC 5322 without quoted strings or comments, which no real form address uses.
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * E-mail check of spec §5. Case-insensitive; not trimmed (surrounding spaces fail: trim with
 * {@link normalizeEmail} before storing). The domain needs at least one label before an ending
 * from `endings`; an ending may have several labels ('com.cn') and a leading dot is ignored.
 */
export function isValidEmail(
  email: string | null | undefined,
  endings: readonly string[] = DEFAULT_EMAIL_ENDINGS,
): boolean {
  if (typeof email !== 'string' || email.length > 254) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (at < 1 || local.length > 64 || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return endings.some((ending) => {
    const suffix = ending.toLowerCase().replace(/^\./, '');
    return suffix !== '' && domain.endsWith(`.${suffix}`);
  });
}

/** Trims and lower-cases the domain (the local part is left as typed: it may be case-sensitive). */
export function normalizeEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf('@');
  return at < 0 ? text : text.slice(0, at + 1) + text.slice(at + 1).toLowerCase();
}

/**
 * An address of exactly `length` characters (at least 10) shaped as `isValidEmail` wants: a
 * local part of at most 64 and domain labels of at most 63, ending `.com`. Up to 254 the rule
 * takes it; past that only its length is wrong. For tests and fixtures that fill an e-mail field
 * to its limit and one past it (a longer label would be no e-mail at all).
 */
export function emailOfLength(length: number): string {
  if (!Number.isInteger(length) || length < 10) {
    throw new RangeError(`no e-mail of ${length} characters`);
  }
  const local = 'a'.repeat(Math.min(64, length - 6));
  let rest = length - local.length - 5; // '@' and '.com'
  const labels: string[] = [];
  while (rest > 63) {
    labels.push('b'.repeat(62));
    rest -= 63;
  }
  labels.push('b'.repeat(rest));
  return `${local}@${labels.join('.')}.com`;
}
