/**
 * Finance's limits (payroll, payees, the CDA, bank files, the books' export), apart from the rest
 * of FIELD_LIMITS by area as the login's are (FIELD_LIMITS.payroll is this object).
 */
export const PAYROLL_LIMITS = {
  keyword: { max: 100 },
  note: { max: 500 },
  reason: { min: 1, max: 500 },
  /** The bank transfer's or cheque's reference of a payout that went out. */
  reference: { min: 1, max: 100 },
  /** The title/escrow company's file (order) number a CDA names. */
  fileNo: { min: 1, max: 50 },
  /** A commission plan's name, as an agent's admin config names it. */
  planName: { min: 1, max: 100 },
  /** How an agent's recurring fee of kind `other` reads on their statement. */
  feeLabel: { max: 100 },
  /** The client's key for one payout (a UUID fits), as `idempotency/once.ts` reads it. */
  idempotencyKey: { min: 8, max: 100 },
  /**
   * An account of the office's books as QuickBooks names it: the full name, sub-accounts joined
   * by `:` (QuickBooks Desktop's own limit is 159 for the full name, 31 for each part).
   */
  accountingName: { min: 1, max: 159 },
  accountingNamePart: 31,
  /** The account's number in the office's chart (QuickBooks Desktop allows 7 characters). */
  accountingNumber: { max: 7 },
  /** The tax years the 1099 summary takes. */
  firstTaxYear: 2000,
  lastTaxYear: 2100,
  /** Why finance reads a payee's full TIN: kept in the person's history. */
  tinRevealReason: { min: 1, max: 300 },
  /** The account holder's name as the bank file carries it (the entry's name field: 22). */
  bankHolderName: { min: 1, max: 22 },
  /** A bank routing number: nine digits (the ABA check digit is the server's rule). */
  bankRouting: { min: 9, max: 9 },
  /** A deposit account number as typed: up to 17 digits, spaces and dashes dropped. */
  bankAccountNumber: { min: 4, max: 24 },
  /** What finance notes about a bank return (the bank's letter, who called). */
  returnNote: { max: 300 },
} as const;
