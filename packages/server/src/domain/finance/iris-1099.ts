import { parseMoney } from '@bq/validators';
import type { Db, Tx } from '../../db/index.js';
import type { CsvValue } from '../../export/csv.js';
import { w9sForFiling } from '../people/tin.js';
import type { TinKeyring } from '../people/tin-crypto.js';
import { summary1099 } from './tax-1099.js';

/**
 * The IRIS Taxpayer Portal's bulk-upload CSV of a tax year's 1099-NEC returns: one row per
 * payee paid at least the year's threshold whose full TIN is on file. The columns and why they
 * are these are in docs/finance-pay.md "1099-NEC filing (IRIS)". The full TIN is decrypted only into
 * the rows; a reportable payee without one is left out (IRIS refuses a return without a TIN) and
 * named in the answer (the page lists them first, so finance collects the W-9 before filing).
 */
export const IRIS_1099_NEC_COLUMNS = [
  'Form Type',
  'Tax Year',
  'Payer TIN',
  'Payer Name',
  'Recipient TIN Type',
  'Recipient TIN',
  'Recipient Name',
  'Recipient Business Name',
  'Recipient Address',
  'Recipient City',
  'Recipient State',
  'Recipient ZIP Code',
  'Account Number',
  'Box 1 Nonemployee Compensation',
  'Box 4 Federal Income Tax Withheld',
] as const;

/** "100 Market St, San Francisco, CA 94105": the street, city, state and ZIP IRIS asks for. */
export function splitAddress(address: string) {
  const m = /^(.*),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\s*$/.exec(address.trim());
  if (!m) return { street: address.trim(), city: '', state: '', zip: '' };
  return {
    street: m[1]?.trim() ?? '',
    city: m[2]?.trim() ?? '',
    state: m[3] ?? '',
    zip: m[4] ?? '',
  };
}

/** An individual or sole proprietor files under their SSN; every other classification an EIN. */
function tinType(taxClassification: string): 'SSN' | 'EIN' {
  return /individual|sole proprietor/i.test(taxClassification) ? 'SSN' : 'EIN';
}

export async function irisRows(
  db: Db | Tx,
  ring: TinKeyring,
  input: { year: number; threshold: string; payer: { tin: string; name: string } },
): Promise<{ rows: CsvValue[][]; leftOut: string[] }> {
  const { list } = await summary1099(db, input.year, input.threshold);
  const reportable = list.filter((r) => r.reportable);
  const ids = reportable.flatMap((r) => (r.userId === null ? [] : [r.userId]));
  const w9s = await w9sForFiling(db, ring, ids);
  const rows: CsvValue[][] = [];
  const leftOut: string[] = [];
  for (const r of reportable) {
    const w9 = r.userId === null ? undefined : w9s.get(r.userId);
    if (!w9) {
      leftOut.push(r.name);
      continue;
    }
    const at = splitAddress(w9.address);
    rows.push([
      '1099-NEC',
      input.year,
      input.payer.tin,
      input.payer.name,
      tinType(w9.taxClassification),
      w9.tin,
      w9.legalName || r.name,
      w9.businessName,
      at.street,
      at.city,
      at.state,
      at.zip,
      r.userId,
      parseMoney(r.paid),
      parseMoney('0.00'),
    ]);
  }
  return { rows, leftOut };
}
