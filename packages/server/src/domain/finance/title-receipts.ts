import type { CaseLedger, CaseLedgerTransfer, ReceivableStatus } from '@bq/contract';
import {
  businessDay,
  compareMoney,
  formatMoney,
  type Money,
  moneyOf,
  moneyToDecimal,
  negateMoney,
  subtractMoney,
  sumMoney,
} from '@bq/validators';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { monthName } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import { rows } from '../../db/query-helpers.js';
import { cases, users } from '../../db/schema.js';
import {
  ledgerAccounts,
  ledgerLines,
  ledgerPeriods,
  ledgerTransfers,
} from '../../db/schema-ledger.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { WATERFALL_ACCOUNTS } from './commission-waterfall.js';
import { accountLabels } from './corrections-views.js';
import { accountFor, officeAccount, postTransfer, readAmount } from './ledger.js';

/**
 * The title/escrow company's money for a closed case (docs/finance-closings.md "Title/escrow receipts").
 * A closing debits the receivable "Commissions due from title/escrow" with the gross commission;
 * the wire or check that pays it is a transfer on the same case, cash −x and receivable +x, so
 * what a case is still owed is the sum of the receivable's lines whose transfer names the case,
 * negated, whatever posted them (its closings, receipts, corrections and reversals).
 */

/** The event key of a receipt: one per case and reference, so one wire is never recorded twice. */
export const receiptKey = (caseId: number, reference: string) =>
  `case:${caseId}:title-receipt:${reference}`;
const receiptPrefix = (caseId: number) => `case:${caseId}:title-receipt:`;

const ZERO = moneyOf(0n);

/** A case whose closing posted no commission (nothing due, nothing received) owes nothing. */
const statusOf = (due: Money, received: Money, owed: Money): ReceivableStatus =>
  owed.minor < 0n
    ? 'overpaid'
    : due.minor === 0n && received.minor === 0n
      ? 'nothing_due'
      : owed.minor === 0n && due.minor > 0n
        ? 'matched'
        : received.minor > 0n
          ? 'partial'
          : 'unmatched';

type CaseRow = { id: number; caseNo: string; status: string };

async function caseRow(db: Db | Tx, caseId: number, lock: boolean): Promise<CaseRow> {
  const query = db
    .select({ id: cases.id, caseNo: cases.caseNo, status: cases.status })
    .from(cases)
    .where(eq(cases.id, caseId));
  // Two receipts for one case wait for each other, so both cannot pass the "still owed" check.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Case');
  return row;
}

/** A case's ledger: every transfer naming it, with its lines, receipts and what is still owed. */
export async function caseLedgerOf(db: Db | Tx, caseId: number, lock = false): Promise<CaseLedger> {
  const kase = await caseRow(db, caseId, lock);
  const transfers = await db
    .select({
      id: ledgerTransfers.id,
      eventKey: ledgerTransfers.eventKey,
      day: ledgerTransfers.businessDay,
      memo: ledgerTransfers.memo,
      reverses: ledgerTransfers.reverses,
      by: users.name,
    })
    .from(ledgerTransfers)
    .leftJoin(users, eq(users.id, ledgerTransfers.actorId))
    .where(and(eq(ledgerTransfers.sourceKind, 'case'), eq(ledgerTransfers.sourceId, caseId)))
    .orderBy(asc(ledgerTransfers.id));
  const ids = transfers.map((t) => t.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            transferId: ledgerLines.transferId,
            account: ledgerLines.accountId,
            kind: ledgerAccounts.kind,
            unit: ledgerLines.unit,
            amount: ledgerLines.amount,
          })
          .from(ledgerLines)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerLines.accountId))
          .where(inArray(ledgerLines.transferId, ids))
          .orderBy(asc(ledgerLines.id));
  const labels = await accountLabels(
    db,
    lines.map((l) => l.account),
  );
  const prefix = receiptPrefix(caseId);
  const isReceipt = (key: string) => key.startsWith(prefix);
  const onReceivable = (pick: (key: string) => boolean) =>
    sumMoney(
      lines
        .filter((l) => l.kind === 'receivable' && l.unit === 'USD')
        .filter((l) => pick(transfers.find((t) => t.id === l.transferId)?.eventKey ?? ''))
        .map((l) => readAmount(l.amount, l.unit)),
      'USD',
    );
  // Receivable lines are debits (negative) while owed; everything but a receipt sets what is due.
  const due = negateMoney(onReceivable((key) => !isReceipt(key)));
  const received = onReceivable(isReceipt);
  const owed = subtractMoney(due, received);
  const rowsOut: CaseLedgerTransfer[] = transfers.map((t) => ({
    id: t.id,
    eventKey: t.eventKey,
    kind: isReceipt(t.eventKey)
      ? 'receipt'
      : t.eventKey.startsWith(`case:${caseId}:commission:`)
        ? 'commission'
        : 'other',
    day: t.day,
    memo: t.memo,
    reverses: t.reverses,
    lines: lines
      .filter((l) => l.transferId === t.id)
      .map((l) => ({
        account: l.account,
        label: labels.get(l.account) ?? `Account ${l.account}`,
        kind: l.kind,
        amount: moneyToDecimal(readAmount(l.amount, l.unit)),
      })),
  }));
  const receipts = transfers
    .filter((t) => isReceipt(t.eventKey))
    .map((t) => ({
      transferId: t.id,
      day: t.day,
      reference: t.eventKey.slice(prefix.length),
      amount: moneyToDecimal(
        sumMoney(
          lines
            .filter((l) => l.transferId === t.id && l.kind === 'receivable')
            .map((l) => readAmount(l.amount, l.unit)),
          'USD',
        ),
      ),
      by: t.by,
    }));
  return {
    caseId: kase.id,
    caseNo: kase.caseNo,
    caseStatus: kase.status,
    due: moneyToDecimal(due),
    received: moneyToDecimal(received),
    owed: moneyToDecimal(owed),
    status: statusOf(due, received, owed),
    transfers: rowsOut,
    receipts,
  };
}

/**
 * Records a title/escrow wire or check for a closed case: cash −x, receivable +x, dated today by
 * the business clock. A part is allowed; more than the case still owes is refused under the
 * amount, and a reference the case already has is refused (that wire was recorded).
 */
export async function recordTitleReceipt(
  tx: Tx,
  act: Act,
  input: { caseId: number; amount: Money; reference: string; receivedOn?: string },
): Promise<CaseLedger> {
  const before = await caseLedgerOf(tx, input.caseId, true);
  if (before.caseStatus !== 'closed')
    throw conflict(`Case ${before.caseNo} is not closed: title/escrow pays a closed case`);
  const reference = input.reference.trim();
  const same = before.receipts.find((r) => r.reference === reference);
  if (same)
    throw conflict(
      `Reference ${reference} was already recorded for case ${before.caseNo} on ${same.day}`,
    );
  const owed = readAmount(before.owed, 'USD');
  if (compareMoney(owed, ZERO) <= 0)
    throw conflict(`Case ${before.caseNo} is owed nothing by title/escrow`);
  if (input.amount.minor <= 0n) throw fieldRefused('amount', 'must be more than $0.00');
  if (compareMoney(input.amount, owed) > 0)
    throw fieldRefused(
      'amount',
      `must be at most ${formatMoney(owed)}, what title/escrow still owes on case ${before.caseNo}`,
    );
  const day = await receiptDay(tx, act, input.receivedOn);
  await postTransfer(tx, act, {
    eventKey: receiptKey(input.caseId, reference),
    businessDay: day,
    source: { kind: 'case', id: input.caseId },
    memo: `Title/escrow receipt for case ${before.caseNo}, reference ${reference}`,
    lines: [
      { account: await officeAccount(tx, act, 'cash'), amount: negateMoney(input.amount) },
      {
        account: await accountFor(tx, act, {
          kind: 'receivable',
          name: WATERFALL_ACCOUNTS.receivable,
          unit: 'USD',
        }),
        amount: input.amount,
      },
    ],
  });
  return caseLedgerOf(tx, input.caseId);
}

/**
 * The business day a receipt is dated: the day the bank received it, today unless finance says
 * an earlier day. Not a day to come, and not a day of a closed month: its books are final, so a
 * late entry goes on a day of an open month (the database refuses it too, in other words).
 */
async function receiptDay(tx: Tx, act: Act, receivedOn: string | undefined): Promise<string> {
  const today = businessDay(act.now);
  if (receivedOn === undefined || receivedOn === today) return today;
  if (receivedOn > today)
    throw fieldRefused('receivedOn', `must be today (${today}) or a day before`);
  const month = receivedOn.slice(0, 7);
  const [closed] = await tx
    .select({ month: ledgerPeriods.month })
    .from(ledgerPeriods)
    .where(eq(ledgerPeriods.month, month));
  if (closed)
    throw fieldRefused(
      'receivedOn',
      `${monthName(month)} is closed: date the receipt on a day of an open month`,
    );
  return receivedOn;
}

export interface UnmatchedReceivable {
  id: number;
  caseNo: string;
  owed: string;
}

/**
 * Closed cases whose receivable is not received in full, as of the end of `month`: the
 * receivable's lines on the case's transfers dated in the month or before, summed per case.
 */
export async function unmatchedReceivables(
  db: Db | Tx,
  month: string,
): Promise<UnmatchedReceivable[]> {
  const found = await rows<{ id: number; case_no: string; owed: string }>(
    db,
    sql`SELECT c.id, c.case_no, (-sum(l.amount))::text AS owed
          FROM ledger_lines l
          JOIN ledger_accounts a ON a.id = l.account_id AND a.kind = 'receivable' AND a.unit = 'USD'
          JOIN ledger_transfers t ON t.id = l.transfer_id AND t.source_kind = 'case'
          JOIN cases c ON c.id = t.source_id AND c.status = 'closed'
         WHERE to_char(t.business_day, 'YYYY-MM') <= ${month}
         GROUP BY c.id, c.case_no
        HAVING sum(l.amount) < 0
         ORDER BY c.case_no, c.id`,
  );
  return found.map((r) => ({ id: r.id, caseNo: r.case_no, owed: r.owed }));
}
