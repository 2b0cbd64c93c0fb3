/**
 * The descriptions of the finance calls of our own (payroll, tokens, lecturer and
 * vendor payments, the 1099 summary), kept apart so `summaries.ts` stays one screenful per area.
 */
export const FINANCE_SUMMARIES: Readonly<Record<string, string>> = {
  'bq/lecturerPay/list':
    'Added: lecturers with what they earned from paid seats, lost to refunds, were paid and are owed.',
  'bq/lecturerPay/detail': "Added: a lecturer's account: its ledger lines and payouts.",
  'bq/vendorPay/list':
    'Added: vendors with what approved vendor applications owe them, what was paid and is owed.',
  'bq/vendorPay/detail': "Added: a vendor's account: its ledger lines and payouts.",
  'bq/payeePayout/get': 'Added: one lecturer or vendor payout, for its confirm page.',
  'bq/payeePayout/pay':
    'Added: holds what a lecturer or vendor is owed in a pending payout (phase one of two). Idempotency key: a retry answers the first.',
  'bq/payeePayout/confirm':
    'Added: a pending lecturer or vendor payout went out, with its reference (phase two).',
  'bq/payeePayout/void':
    'Added: a pending lecturer or vendor payout did not go out: the hold is reversed.',
  'bq/referralFee/list':
    'Added: closed cases with the referral fee owed to the referring brokerage, what was paid and is being paid.',
  'bq/referralFee/pay':
    "Added: holds a case's referral fee owed in a pending payout (phase one of two). Idempotency key: a retry answers the first.",
  'bq/referralFee/confirm':
    'Added: a pending referral fee payout went out, with its reference (phase two).',
  'bq/referralFee/void':
    'Added: a pending referral fee payout did not go out: the hold is reversed and the fee is owed again.',
  'bq/bankAccount/mine':
    "Added: the signed-in person's own bank account for payouts, the number masked.",
  'bq/bankAccount/get':
    "Added: a person's bank account for payouts (routing, type, holder, the number masked, a return's flag).",
  'bq/bankAccount/save':
    "Added: enters or corrects a person's bank account (the number stored encrypted, the change in their history); clears a return's flag.",
  'bq/payoutBatch/candidates':
    "Added: pending payouts that a bank file batch can pay, with the payee's account or why not.",
  'bq/payoutBatch/list': 'Added: bank file batches, the newest first, with their entries.',
  'bq/payoutBatch/create':
    'Added: puts pending payouts with a usable bank account into an open batch. Idempotency key.',
  'bq/payoutBatch/release':
    'Added: a second person releases a batch: its payouts posted in one transaction, the NACHA file written once with its SHA-256. Idempotency key.',
  'bq/payoutBatch/file': "Added: a released batch's NACHA file, as stored.",
  'bq/payoutBatch/return':
    "Added: the bank returned one entry with an ACH return code: the payout is returned (the money back on the payee's account) and, for R02–R04 and the like, the account is flagged. Idempotency key.",
  'bq/tax/summary1099':
    "Added: a tax year's payees with what was paid to them, whether a 1099-NEC is due and whether their W-9 is on file.",
  'bq/tax/export1099': "Added: the tax year's 1099 summary as CSV.",
  'bq/tax/iris1099':
    "Added: the tax year's 1099-NEC returns as the IRIS Taxpayer Portal's CSV, full TINs decrypted only into the file.",
  'bq/tax/revealTin':
    "Added: one payee's full TIN, given a reason; the reveal is written to the person's history.",
  'bq/token/mine':
    "Added: the caller's tokens: balance, grants still valid, the token value and what the cart costs in tokens.",
  'bq/token/accounts': 'Added: token accounts with their balance, valid grants and next expiry.',
  'bq/token/lines': "Added: one token account's ledger lines, newest first, and its grants.",
  'bq/token/grant':
    'Added: finance grants tokens to a person (never themselves) with a reason and a last day, once per request key.',
  'bq/token/exportAccounts': 'Added: the token accounts (the search, every page) as CSV.',
  'bq/statistical/exportFinance':
    "Added: getFinance's figures for the same months as CSV, one row per group and unit.",
  'bq/token/checkAccount':
    "Added: each account's kept balance against the sum of its lines, differences first.",
  'bq/accountingExport/accounts':
    "Added: every USD ledger account with the office's accounting account it is exported to (or none yet) and its kind's suggestion.",
  'bq/accountingExport/saveAccount':
    "Added: maps one ledger account to an account of the office's books (QuickBooks full name, number); saving again replaces it.",
  'bq/accountingExport/mapSuggested':
    'Added: maps every unmapped USD ledger account to the suggestion for its kind; answers how many were mapped.',
  'bq/accountingExport/exportJournal':
    'Added: a business day or month of the ledger as a QuickBooks Desktop IIF general journal, one entry per transfer balancing to 0.00; a transfer exported before is marked RE-EXPORT. Refused when an account is unmapped (named).',
  'bq/accountingExport/list':
    'Added: the accounting exports made, newest first, with who made each and how many transfers were re-exported.',
  'bq/accountingExport/download':
    "Added: an accounting export's file, the same bytes as when it was made.",
  'bq/monthClose/list':
    'Added: the last twelve ledger months, each open or closed (by whom, when), and whether it has ended.',
  'bq/monthClose/checks':
    "Added: a month's checks before closing (the books tie out, no payout half-paid, no payment waiting, the month ended), each with its figures.",
  'bq/monthClose/close':
    'Added: closes a ledger month once every check passes (checked again in the same transaction); nothing is dated in it afterwards. Idempotency key: a retry answers the first.',
  'bq/monthClose/reconciliation':
    "Added: the ledger's differences, expected none: account balances against their lines, orders' paid and refunded against their receipts and refunds, each unit's lines against zero.",
  'bq/commissionPlan/list':
    'Every commission plan with its terms by start day, and how many agents it prices.',
  'bq/commissionPlan/addTerms':
    'Adds terms to a commission plan (or a new plan) from today or a later day; terms never change.',
  'bq/ledger/correction/transfer':
    'Added: a posted transfer with its lines by account, its corrections and whether it may be corrected here.',
  'bq/ledger/correction/list':
    'Added: ledger corrections (proposed, posted, declined), newest first, optionally of one case.',
  'bq/ledger/correction/propose':
    'Added: reverses a transfer and posts corrected lines with a reason; above the office amount it waits for a second person. Idempotency key: a retry answers the first.',
  'bq/ledger/correction/approve':
    'Added: a second person posts a proposed correction (never its proposer). Idempotency key: a retry answers the first.',
  'bq/ledger/correction/decline': 'Added: a proposed correction is declined, with a note.',
  'bq/agentFee/list':
    "Added: agents' recurring fees (desk, E&O, technology, other) with the terms in force this month and every set of terms.",
  'bq/agentFee/save':
    "Added: sets an agent's monthly fee from a business month on (amount, whether netted from commissions); terms are added, never changed.",
  'bq/agentFee/bill':
    'Added: bills the fees of a business month as ledger transfers (agent −x, income +x), once per agent, fee and month; a closed month is refused. Idempotency key: a retry answers the first.',
  'bq/agentFee/negativeBalances':
    'Added: agents whose balance is below zero, with the amount and its age in business days.',
  'bq/titleReceipt/caseLedger':
    "Added: a case's ledger: its closing's waterfall by account, the title/escrow receipts matched to it and what is still owed.",
  'bq/titleReceipt/record':
    'Added: records a title/escrow wire or check for a closed case (cash −x, receivable +x), never more than is still owed. Idempotency key: a retry answers the first.',
  'bq/cda/generate':
    "Added: the case's Commission Disbursement Authorization priced by the closing's own computation: a new version when a number, the title/escrow recipient or the instructions changed (the last one superseded), else the same version. Idempotency key: a retry answers the first.",
  'bq/cda/get':
    "Added: a case's CDA versions (newest first) with each payee and amount, who generated, approved and sent them, and the mail's state.",
  'bq/cda/approve':
    'Added: finance approves the latest CDA version; above the office amount (gross) never the person who generated it, and never on their own case. Idempotency key: a retry answers the first.',
  'bq/cda/send':
    "Added: mails the approved CDA's PDF to the title/escrow contact through the outbox, once. Idempotency key: a retry answers the first.",
  'bq/cda/pdf': 'Added: a CDA version as the PDF title/escrow receives (base64).',
  'bq/payroll/statements':
    'Added: pay statements by pay period (newest first), person, status or name; a draft shows its running total.',
  'bq/payroll/statement':
    'Added: one pay statement with its ledger lines, every action on it (who, when) and its payouts.',
  'bq/payroll/exportStatements': 'Added: the pay statement list (its filters, every page) as CSV.',
  'bq/payroll/draft':
    "Added: drafts a pay period: every payroll ledger line up to its end joins its person's statement.",
  'bq/payroll/review':
    'Added: finance reviews a draft statement (never their own): its lines are complete and its total fixed.',
  'bq/payroll/sendBack': 'Added: a reviewed statement goes back to draft, with a reason.',
  'bq/payroll/approve':
    'Added: approves a reviewed statement; above the configured amount only someone other than its reviewer may.',
  'bq/payroll/pay':
    'Added, pay-out permission: pays an approved statement (not by its approver nor its person): a pending payout holds the total, every account netted. Idempotency key: a retry answers the first.',
  'bq/payroll/confirmPaid':
    'Added, pay-out permission: the payout went out (its reference): posted, the statement paid.',
  'bq/payroll/voidPayout':
    'Added, pay-out permission: the payout did not go out: its hold is reversed, the statement approved again.',
  'bq/myPay/commissions':
    "Added, the signed-in person's own: their commission lines (each with its case and ledger transfer, corrections as their own lines), the business year's total and their plan's cap progress.",
  'bq/myPay/statements':
    "Added, the signed-in person's own: their pay statements, newest month first.",
  'bq/myPay/statement':
    "Added, the signed-in person's own: one of their pay statements with its lines (another's answers as a missing one).",
  'bq/myPay/statementPdf':
    "Added, the signed-in person's own: one of their pay statements as a PDF (another's answers as a missing one).",
};
