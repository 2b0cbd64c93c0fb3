import {
  allocateMoney,
  type Money,
  moneyOf,
  moneyToDecimal,
  negateMoney,
  parseMoney,
  sumMoney,
} from '@bq/validators';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { lecturerShares } from '../../db/schema-finance.js';
import { courseLecturers } from '../../db/schema-institute.js';
import type { Act } from '../shared/act.js';
import { accountFor, type LedgerLine, officeAccount, postTransfer } from './ledger.js';

/**
 * The lecturers' share of course seats, kept for finance's lecturer payments
 * (the finance issue). A paid seat earns its lecturers `percent` of what the buyer paid for it,
 * cut to the cent and split evenly (the first lecturers by id take the leftover cents); a refund
 * of the seat claws back the share of what was refunded, with the percent it was earned at. The
 * clawbacks of a line are differences of one rounded function of the refunded amount, so they
 * add up to exactly what was earned once the line is refunded in full, whatever the parts.
 * Each is also a ledger transfer in the same transaction: the office's expense to the lecturers'
 * accounts (`order-line:<line>:share`), and back on a refund
 * (`refund:<request>:line:<line>:clawback`).
 */

/** Posts what lecturers gain (or, negative, give back) against the office's expense. */
async function postShares(
  tx: Tx,
  act: Act,
  posting: {
    eventKey: string;
    source: { kind: 'order-line' | 'refund'; id: number };
    memo: string;
  },
  parts: readonly { lecturerId: number; amount: Money }[],
): Promise<void> {
  if (parts.length === 0) return;
  const lines: LedgerLine[] = [];
  for (const { lecturerId, amount } of parts)
    lines.push({
      account: await accountFor(tx, act, { kind: 'lecturer', userId: lecturerId, unit: 'USD' }),
      amount,
    });
  const total = sumMoney(parts.map((p) => p.amount));
  lines.push({ account: await officeAccount(tx, act, 'expense'), amount: negateMoney(total) });
  await postTransfer(tx, act, { ...posting, lines });
}

/** `percent` of `amount`, rounded down to the cent. */
export const shareOf = (amount: Money, percent: number): Money =>
  moneyOf((amount.minor * BigInt(percent)) / 100n, amount.unit);

/** A share split over `lecturers` (ids in order): even parts, the leftover cents to the first. */
export function splitShare(share: Money, lecturers: readonly number[]): Money[] {
  if (lecturers.length === 0) return [];
  return allocateMoney(
    share,
    lecturers.map(() => 1),
  );
}

async function lecturersOf(tx: Tx, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: courseLecturers.userId })
    .from(courseLecturers)
    .where(eq(courseLecturers.courseId, courseId))
    .orderBy(asc(courseLecturers.userId));
  return rows.map((r) => r.id);
}

/** Records what the lecturers of a just-paid course line earn from it. */
export async function earnShares(
  tx: Tx,
  act: Act,
  line: { id: number; courseId: number; paidNet: string },
  percent: number,
): Promise<void> {
  const lecturers = await lecturersOf(tx, line.courseId);
  const parts = splitShare(shareOf(parseMoney(line.paidNet), percent), lecturers);
  const rows = lecturers
    .map((lecturerId, i) => ({ lecturerId, amount: parts[i] }))
    .filter(
      (r): r is { lecturerId: number; amount: Money } =>
        r.amount !== undefined && r.amount.minor > 0n,
    )
    .map((r) => ({
      orderLineId: line.id,
      lecturerId: r.lecturerId,
      kind: 'earned' as const,
      percent,
      amount: moneyToDecimal(r.amount),
      createdAt: act.now,
    }));
  if (rows.length === 0) return;
  await tx.insert(lecturerShares).values(rows);
  await postShares(
    tx,
    act,
    {
      eventKey: `order-line:${line.id}:share`,
      source: { kind: 'order-line', id: line.id },
      memo: `Lecturers' share (${percent}%) of course order line ${line.id}`,
    },
    rows.map((r) => ({ lecturerId: r.lecturerId, amount: parseMoney(r.amount) })),
  );
}

/**
 * Claws back the share of a refund of a course line: `before` and `after` are the line's refunded
 * amounts around this refund. Answers what was taken back in total.
 */
export async function clawBackShares(
  tx: Tx,
  act: Act,
  line: { id: number },
  refund: { requestId: number; before: Money; after: Money },
): Promise<Money> {
  const earned = await tx
    .select()
    .from(lecturerShares)
    .where(and(eq(lecturerShares.orderLineId, line.id), eq(lecturerShares.kind, 'earned')))
    .orderBy(asc(lecturerShares.lecturerId));
  const first = earned[0];
  if (!first) return moneyOf(0n, refund.after.unit);
  // The lecturers and the percent the line earned with, not today's.
  const ids = earned.map((e) => e.lecturerId);
  const was = splitShare(shareOf(refund.before, first.percent), ids);
  const now = splitShare(shareOf(refund.after, first.percent), ids);
  let total = 0n;
  const rows = [];
  for (const [i, lecturerId] of ids.entries()) {
    const back = (now[i]?.minor ?? 0n) - (was[i]?.minor ?? 0n);
    if (back <= 0n) continue;
    total += back;
    rows.push({
      orderLineId: line.id,
      lecturerId,
      kind: 'clawback' as const,
      percent: first.percent,
      amount: moneyToDecimal(moneyOf(back, refund.after.unit)),
      refundRequestId: refund.requestId,
      createdAt: act.now,
    });
  }
  if (rows.length > 0) {
    await tx.insert(lecturerShares).values(rows);
    await postShares(
      tx,
      act,
      {
        eventKey: `refund:${refund.requestId}:line:${line.id}:clawback`,
        source: { kind: 'refund', id: refund.requestId },
        memo: `Clawback of the lecturers' share of course order line ${line.id}`,
      },
      rows.map((r) => ({ lecturerId: r.lecturerId, amount: negateMoney(parseMoney(r.amount)) })),
    );
  }
  return moneyOf(total, refund.after.unit);
}
