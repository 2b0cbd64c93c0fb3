import { z } from 'zod';
import { ACCOUNTING_FORMATS, accountingExportMeta } from '../meta/finance-accounting.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCallOf } from './define.js';
import { day, empty, id, line, month, text, typeError } from './fields.js';

const L = FIELD_LIMITS.payroll;

/**
 * An account's full name in QuickBooks: parts joined by `:`, each at most QuickBooks' 31
 * characters, no double quote (an IIF file would read it as the start of a quoted field).
 */
const accountingName = () =>
  line(L.accountingName)
    .refine((s) => !s.includes('"'), 'must not contain a double quote')
    .refine(
      (s) => s.split(':').every((part) => part.trim().length > 0),
      'must not have an empty part between colons',
    )
    .refine(
      (s) => s.split(':').every((part) => part.length <= L.accountingNamePart),
      `each part between colons must be at most ${L.accountingNamePart} characters`,
    );

/** The account's number, digits only (QuickBooks' account numbers), or empty for none. */
const accountingNumber = () => text(L.accountingNumber).regex(/^\d*$/, 'must be digits only');

/** A USD ledger account with the office's account it is exported to, if any. */
export const accountingAccountRow = z.object({
  ledgerAccountId: z.int(),
  kind: z.string(),
  /** As a person reads it: "Agent · Alex Agent", "Income · the office". */
  label: z.string(),
  /** The mapped account of the office's books, or null while unmapped (the export refuses it). */
  mapped: z.object({ name: z.string(), number: z.string() }).nullable(),
  /** What an account of this kind usually maps to; applied only when finance saves it. */
  suggested: z.object({ name: z.string(), number: z.string() }),
});
export type AccountingAccountRow = z.infer<typeof accountingAccountRow>;

/** An export as the list shows it; the file itself comes from `download`. */
export const accountingExportRow = z.object({
  id: z.int(),
  /** `YYYY-MM-DD` for a day, `YYYY-MM` for a month (California's business dates). */
  period: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  format: z.enum(ACCOUNTING_FORMATS),
  /** How many ledger transfers (journal entries) it holds. */
  transfers: z.int(),
  /** How many of them had been exported before (marked RE-EXPORT in the file). */
  reExported: z.int(),
  fileName: z.string(),
  exportedBy: z.string().nullable(),
  exportedAt: z.string(),
});
export type AccountingExportRow = z.infer<typeof accountingExportRow>;

/** A download, answered inside the envelope as every download call is. */
const file = z.object({ fileName: z.string(), mime: z.string(), contentBase64: z.string() });

export const accountingExport = {
  /** Every USD ledger account with its mapping (or none) and the suggestion for its kind. */
  accounts: defineCallOf(
    accountingExportMeta.accounts,
    empty(),
    z.object({ accounts: z.array(accountingAccountRow) }),
  ),
  /** Maps one ledger account to an account of the office's books (saving again replaces it). */
  saveAccount: defineCallOf(
    accountingExportMeta.saveAccount,
    z.object({
      ledgerAccountId: id(),
      name: accountingName(),
      number: accountingNumber().optional().default(''),
    }),
    accountingAccountRow,
  ),
  /** Maps every unmapped USD ledger account to its kind's suggestion; answers how many. */
  mapSuggested: defineCallOf(
    accountingExportMeta.mapSuggested,
    empty(),
    z.object({ mapped: z.int() }),
  ),
  /**
   * Exports a business day (`day`) or month (`month`) of the ledger as a QuickBooks Desktop IIF
   * general journal, one balanced entry per transfer. A transfer exported before is exported again
   * marked RE-EXPORT in its memo and counted in `reExported`. Refused (409) when the period has no
   * transfer or one of its accounts is unmapped (the message names them).
   */
  exportJournal: defineCallOf(
    accountingExportMeta.exportJournal,
    z
      .object({
        day: day().optional(),
        month: month().optional(),
        format: z
          .enum(ACCOUNTING_FORMATS, { error: typeError('must be iif') })
          .optional()
          .default('iif'),
      })
      .refine((p) => (p.day === undefined) !== (p.month === undefined), {
        message: 'give either a day or a month',
        path: ['month'],
      }),
    accountingExportRow.extend({ file }),
  ),
  /** The exports made, newest first. */
  list: defineCallOf(
    accountingExportMeta.list,
    empty(),
    z.object({ exports: z.array(accountingExportRow) }),
  ),
  /** An export's file, the same bytes as when it was made. */
  download: defineCallOf(accountingExportMeta.download, z.object({ id: id() }), file),
};
