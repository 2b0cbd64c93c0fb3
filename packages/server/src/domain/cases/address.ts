import type { CaseContact } from '../../db/schema-cases.js';

/**
 * Address handling shared by saves, search and the history pages. The history groups cases by a
 * normalised key so that "123 Main Street, Apt 4" and "123 main st #4" are the same property.
 */

const WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  drive: 'dr',
  road: 'rd',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  square: 'sq',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', 'no', 'number']);

function words(s: string): string[] {
  return s.toLowerCase().replace(/[.,#]/g, ' ').split(/\s+/).filter(Boolean);
}

export interface Address {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

/** `123 main st #4, san jose, ca 95112`; '' until street and city are known. */
export function addressKeyOf(a: Address): string {
  const street = words(a.street)
    .map((w) => (Object.hasOwn(WORDS, w) ? WORDS[w] : w) ?? w)
    .join(' ');
  const city = words(a.city).join(' ');
  if (!street || !city) return '';
  const unit = words(a.unit)
    .filter((w) => !UNIT_WORDS.has(w))
    .join(' ');
  const zip5 = a.zip.trim().slice(0, 5);
  return `${street}${unit ? ` #${unit}` : ''}, ${city}, ${a.state.trim().toLowerCase()} ${zip5}`.trim();
}

/** `123 Main St, Apt 4, San Jose, CA 95112` as typed, empty parts left out. */
export function addressLineOf(a: Address): string {
  const stateZip = [a.state.trim(), a.zip.trim()].filter(Boolean).join(' ');
  return [a.street.trim(), a.unit.trim(), a.city.trim(), stateZip].filter(Boolean).join(', ');
}

export function searchTextOf(caseNo: string, a: Address, clients: readonly CaseContact[]): string {
  return [caseNo, addressLineOf(a), addressKeyOf(a), ...clients.map((c) => c.name)]
    .join(' ')
    .toLowerCase();
}
