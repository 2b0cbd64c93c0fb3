import { type Money, moneyToDecimal, negateMoney, sumMoney } from '@bq/validators';

/**
 * QuickBooks Desktop's IIF (Intuit Interchange Format) for general journal entries
 * (docs/decisions/finance-pay.md "Accounting export: IIF"): tab-separated rows, a header row per
 * record type (`!TRNS`, `!SPL`, `!ENDTRNS`), then each entry as one TRNS row (its first line),
 * SPL rows (the others) and ENDTRNS. An IIF amount is a debit when positive, the opposite of the
 * ledger's sign (a credit is positive there), so every ledger amount is negated on the way out.
 */

export interface JournalLine {
  /** The account's full name in the office's books. */
  account: string;
  /** The ledger's amount: a credit positive. */
  amount: Money;
}

export interface JournalEntry {
  /** The business day, `YYYY-MM-DD`. */
  day: string;
  /** QuickBooks' entry number: the ledger transfer it came from. */
  docNumber: string;
  memo: string;
  lines: readonly JournalLine[];
}

const COLUMNS = ['TRNSID', 'TRNSTYPE', 'DATE', 'ACCNT', 'AMOUNT', 'DOCNUM', 'MEMO'] as const;

/** `MM/DD/YYYY`, the date form QuickBooks Desktop reads in an IIF file. */
export const iifDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * A field as an IIF file can hold it: QuickBooks Desktop reads the file as Windows text, splits at
 * tabs and line breaks and takes a double quote for the start of a quoted field, so accents are
 * taken off, the punctuation our own memos use (a middle dot between a case and its number, dashes,
 * curly quotes) becomes its ASCII look-alike, other non-ASCII characters become `?`, and tabs,
 * breaks and quotes are replaced.
 */
export function iifText(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/[\u00b7\u2010-\u2015]/g, '-')
    .replace(/["\u2018\u2019\u201c\u201d]/g, "'")
    .replace(/[^\x20-\x7e]/g, '?')
    .trim();
}

/** Whether an entry's lines sum to zero, the one rule QuickBooks refuses a journal entry for. */
export const balances = (entry: JournalEntry) =>
  sumMoney(entry.lines.map((l) => l.amount)).minor === 0n;

/** The IIF file of `entries`, lines ended CRLF as Windows writes them. */
export function iifJournal(entries: readonly JournalEntry[]): string {
  const rows: string[][] = [
    ['!TRNS', ...COLUMNS],
    ['!SPL', ...COLUMNS.map((c) => (c === 'TRNSID' ? 'SPLID' : c))],
    ['!ENDTRNS'],
  ];
  for (const entry of entries) {
    entry.lines.forEach((line, i) => {
      rows.push([
        i === 0 ? 'TRNS' : 'SPL',
        '',
        'GENERAL JOURNAL',
        iifDate(entry.day),
        iifText(line.account),
        moneyToDecimal(negateMoney(line.amount)),
        iifText(entry.docNumber),
        iifText(entry.memo),
      ]);
    });
    rows.push(['ENDTRNS']);
  }
  return `${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`;
}
