import { FIELD_LIMITS } from '@bq/contract/meta';

/** An address as a mail program writes one: something@somewhere.tld, no spaces or brackets. */
const ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
const MAX = FIELD_LIMITS.commerce.subscribeBatch.maxItems;

export interface Pasted {
  people: { email: string; name: string }[];
  /** Lines that hold no address, by their number (1-based), to show under the field. */
  unreadable: number[];
  /** More addresses than one call adds. */
  tooMany: boolean;
}

/**
 * Reads addresses pasted from a spreadsheet or a mail program, one a line, in any of the shapes
 * people paste: `ann@x.com`, `ann@x.com, Ann Lee`, `Ann Lee, ann@x.com`, `Ann Lee <ann@x.com>`,
 * or tab-separated columns. Blank lines are skipped; the same address twice is kept once (the
 * server lower-cases and counts one already on the list).
 */
export function readAddresses(text: string): Pasted {
  const people = new Map<string, { email: string; name: string }>();
  const unreadable: number[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const angled = /^(.*)<([^>]+)>\s*$/.exec(line);
    const parts = angled
      ? [angled[2] ?? '', angled[1] ?? '']
      : line.split(/[,;\t]/).map((part) => part.trim());
    const email = parts.find((part) => ADDRESS.test(part.trim()))?.trim();
    if (!email) {
      unreadable.push(index + 1);
      return;
    }
    const name = parts
      .filter((part) => part.trim() !== email)
      .map((part) => part.trim().replace(/^"|"$/g, ''))
      .filter(Boolean)
      .join(' ');
    const key = email.toLowerCase();
    if (!people.has(key)) people.set(key, { email, name });
  });
  return { people: [...people.values()], unreadable, tooMany: people.size > MAX };
}
