import { businessWallClock, type Money, moneyToCents } from '@bq/validators';
import { AchFile } from 'achkit';

/**
 * The NACHA (ACH) file of a released batch, written by `achkit` (decisions/finance-pay.md "Bank
 * files"): a file header with the office's immediate destination and origin, one batch per
 * standard entry class (PPD credits to people, CCD credits to companies) with the office's
 * company name and identification, an entry per payout, and the controls (counts, entry hash,
 * totals) and blocking the library computes. Pure: the caller seals and stores what it returns.
 */

export interface AchSettings {
  immediateDestination: string;
  destinationName: string;
  immediateOrigin: string;
  companyName: string;
  companyId: string;
}

export interface FileEntry {
  /** Which payout it pays: written as the entry's identification number, to match a return. */
  payoutId: number;
  sec: 'PPD' | 'CCD';
  holderName: string;
  routing: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  amount: Money;
}

export interface NachaFile {
  text: string;
  /** Each entry's trace number, in the order the entries were given. */
  traces: string[];
}

/** The description payees' banks show on their statements. */
const DESCRIPTION = 'PAYOUT';

/**
 * The library writes the creation date and time from a Date's local fields: a Date whose local
 * fields are California's wall clock makes the header say the business time on any server.
 */
function wallClockDate(now: Date): Date {
  const [day = '', time = ''] = businessWallClock(now).split('T');
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, mi);
}

export function nachaFile(
  settings: AchSettings,
  input: { batchId: number; effectiveDate: string; now: Date; entries: readonly FileEntry[] },
): NachaFile {
  const file = AchFile.create({
    originDfi: settings.immediateOrigin,
    destinationRouting: settings.immediateDestination,
    destinationName: settings.destinationName,
    originName: settings.companyName,
    companyId: settings.companyId,
    creationDate: wallClockDate(input.now),
    // A to Z then again: two files sent the same day differ by their modifier.
    fileIdModifier: String.fromCharCode(65 + ((input.batchId - 1) % 26)),
  });
  const placed = new Map<FileEntry, { batch: number; index: number }>();
  for (const sec of ['PPD', 'CCD'] as const) {
    const ofClass = input.entries.filter((e) => e.sec === sec);
    if (ofClass.length === 0) continue;
    const batch = file.batch({
      sec,
      description: DESCRIPTION,
      effectiveDate: input.effectiveDate,
      companyName: settings.companyName,
      companyId: settings.companyId,
    });
    const batchIndex = file.model.batches.length - 1;
    ofClass.forEach((e, index) => {
      batch.credit({
        name: e.holderName,
        routing: e.routing,
        account: e.accountNumber,
        accountType: e.accountType,
        amountCents: moneyToCents(e.amount),
        idNumber: String(e.payoutId),
      });
      placed.set(e, { batch: batchIndex, index });
    });
  }
  const { text, sequence } = uniqueTraces(file.render(), settings.immediateOrigin.slice(0, 8));
  const traces = input.entries.map((e) => {
    const at = placed.get(e);
    const trace = at && sequence[at.batch]?.[at.index];
    if (!trace) throw new Error(`no trace number for payout ${e.payoutId}`);
    return trace;
  });
  return { text, traces };
}

/**
 * The library numbers each batch's entries from 1, so a file with a PPD and a CCD batch would
 * hold two entries with one trace number, which a bank may refuse and a return could not name:
 * the entries' trace numbers (the last 15 characters of each entry record, in no control total)
 * are numbered on across the file instead.
 */
function uniqueTraces(rendered: string, odfi8: string): { text: string; sequence: string[][] } {
  let n = 0;
  const sequence: string[][] = [];
  const lines = rendered.split('\n').map((record) => {
    if (record.startsWith('5')) sequence.push([]);
    if (!record.startsWith('6')) return record;
    n += 1;
    const trace = `${odfi8}${String(n).padStart(7, '0')}`;
    sequence.at(-1)?.push(trace);
    return record.slice(0, 79) + trace;
  });
  return { text: lines.join('\n'), sequence };
}
