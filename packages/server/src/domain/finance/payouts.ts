import { type Money, moneyToDecimal, negateMoney, parseMoney, sumMoney } from '@bq/validators';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { type PayoutSourceKind, payouts } from '../../db/schema-payroll.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import {
  accountFor,
  type LedgerLine,
  officeAccount,
  postTransfer,
  reverseTransfer,
  transferById,
} from './ledger.js';

/**
 * Two-phase payouts (after TigerBeetle's pending transfers): money leaving the office
 * for a payee is first held, then posted or voided.
 *
 * - pending, `payout:<id>`: each payee account paid from −its part, the office's "payouts
 *   pending" cash account +the whole. The payee's balance drops at once, so what is held is not
 *   paid again by anything else. A part may be negative (a clawback the payee owes on one
 *   account): the hold collects it from the same payout, so the amount is the parts' net sum.
 * - posted, `payout:<id>:posted`: "payouts pending" −amount, cash +amount (the money has left).
 * - voided, `payout:<id>:void`: the hold reversed; the payee is owed it again.
 * - returned, `payout:<id>:returned`: a posted payout the bank sent back (an ACH return). The
 *   posted transfers stand (the money did leave, and came back): a transfer of its own takes it
 *   off cash and puts each part back on the payee account it was held from, so the payee is owed
 *   it again. The one change a settled payout still takes, once (the trigger allows no other).
 *
 * One live (pending or posted) payout per source (the database's partial unique index), so a
 * statement or payment is never paid twice; a settled payout never changes (a trigger). Used by
 * pay statements, and by the lecturer and vendor payments after them.
 */

/** The office's cash account that holds pending payouts. */
export const PENDING_PAYOUTS = 'Payouts pending';

export type Payout = typeof payouts.$inferSelect;

const pendingAccount = (tx: Tx, act: Act) =>
  accountFor(tx, act, { kind: 'cash', name: PENDING_PAYOUTS, unit: 'USD' });

export interface NewPayout {
  source: { kind: PayoutSourceKind; id: number };
  payee: { userId: number | null; name: string };
  /**
   * What each payee account pays (none zero; a negative part is a clawback collected by this
   * payout): the payout's amount is their sum, which must be positive.
   */
  from: readonly { account: number; amount: Money }[];
}

/** The live payout of a source, if any. */
export async function livePayoutOf(
  tx: Tx,
  source: { kind: PayoutSourceKind; id: number },
): Promise<Payout | null> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.sourceKind, source.kind),
        eq(payouts.sourceId, source.id),
        ne(payouts.status, 'voided'),
      ),
    );
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
}

/** Holds the money: a pending payout and its transfer `payout:<id>`. */
export async function createPayout(tx: Tx, act: Act, input: NewPayout): Promise<Payout> {
  if (input.from.length === 0) throw conflict('A payout pays from at least one account');
  if (input.from.some((f) => f.amount.minor === 0n))
    throw conflict('A payout part moves a non-zero amount');
  const amount = sumMoney(input.from.map((f) => f.amount));
  if (amount.minor <= 0n) throw conflict('A payout pays a positive amount');
  let row: Payout | undefined;
  try {
    [row] = await tx
      .insert(payouts)
      .values({
        sourceKind: input.source.kind,
        sourceId: input.source.id,
        payeeUserId: input.payee.userId,
        payeeName: input.payee.name,
        amount: moneyToDecimal(amount),
        createdBy: act.actor,
        createdAt: act.now,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`This ${input.source.kind} is already being paid`);
    throw error;
  }
  if (!row) throw new Error('payout insert returned nothing');
  const lines: LedgerLine[] = [
    ...input.from.map((f) => ({ account: f.account, amount: negateMoney(f.amount) })),
    { account: await pendingAccount(tx, act), amount },
  ];
  const hold = await postTransfer(tx, act, {
    eventKey: `payout:${row.id}`,
    source: { kind: 'payout', id: row.id },
    memo: `Payout to ${input.payee.name} (${input.source.kind} ${input.source.id}): pending`,
    lines,
  });
  const [held] = await tx
    .update(payouts)
    .set({ holdTransferId: hold.id })
    .where(eq(payouts.id, row.id))
    .returning();
  return held ?? row;
}

async function pendingPayout(tx: Tx, id: number): Promise<Payout> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  if (!row) throw notFound('Payout');
  if (row.status !== 'pending') throw conflict(`The payout is already ${row.status}`);
  return row;
}

/** The money has left: the hold becomes a payment (`payout:<id>:posted`). */
export async function postPayout(
  tx: Tx,
  act: Act,
  input: { id: number; reference: string },
): Promise<Payout> {
  const row = await pendingPayout(tx, input.id);
  const total = parseMoney(row.amount);
  const settle = await postTransfer(tx, act, {
    eventKey: `payout:${row.id}:posted`,
    source: { kind: 'payout', id: row.id },
    memo: `Payout to ${row.payeeName}: paid${input.reference ? ` (${input.reference})` : ''}`,
    lines: [
      { account: await pendingAccount(tx, act), amount: negateMoney(total) },
      { account: await officeAccount(tx, act, 'cash'), amount: total },
    ],
  });
  const [done] = await tx
    .update(payouts)
    .set({
      status: 'posted',
      reference: input.reference,
      settledBy: act.actor,
      settledAt: act.now,
      settleTransferId: settle.id,
    })
    .where(eq(payouts.id, row.id))
    .returning();
  if (!done) throw new Error('payout update returned nothing');
  return done;
}

/** The money did not leave: the hold is reversed (`payout:<id>:void`), the payee owed it again. */
export async function voidPayout(
  tx: Tx,
  act: Act,
  input: { id: number; reason: string },
): Promise<Payout> {
  const row = await pendingPayout(tx, input.id);
  if (row.holdTransferId === null) throw new Error(`payout ${row.id} holds nothing`);
  const undo = await reverseTransfer(tx, act, {
    transferId: row.holdTransferId,
    eventKey: `payout:${row.id}:void`,
    memo: `Payout to ${row.payeeName}: voided${input.reason ? ` (${input.reason})` : ''}`,
  });
  const [done] = await tx
    .update(payouts)
    .set({
      status: 'voided',
      voidReason: input.reason,
      settledBy: act.actor,
      settledAt: act.now,
      settleTransferId: undo.id,
    })
    .where(eq(payouts.id, row.id))
    .returning();
  if (!done) throw new Error('payout update returned nothing');
  return done;
}

/** The bank sent a posted payout back: the money is on the payee's accounts again. */
export async function returnPayout(
  tx: Tx,
  act: Act,
  input: { id: number; code: string },
): Promise<Payout> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, input.id)).for('update');
  if (!row) throw notFound('Payout');
  if (row.status !== 'posted')
    throw conflict(`Only a posted payout can be returned; this one is ${row.status}`);
  const hold = row.holdTransferId === null ? null : await transferById(tx, row.holdTransferId);
  if (!hold) throw new Error(`payout ${row.id} holds nothing`);
  const pending = await pendingAccount(tx, act);
  const total = parseMoney(row.amount);
  const back = await postTransfer(tx, act, {
    eventKey: `payout:${row.id}:returned`,
    source: { kind: 'payout', id: row.id },
    memo: `Payout to ${row.payeeName}: returned by the bank (${input.code})`,
    lines: [
      // Each payee part as the hold took it, given back; the hold's "payouts pending" line was
      // already settled by the posting, so the money comes off cash.
      ...hold.lines
        .filter((l) => l.account !== pending)
        .map((l) => ({ account: l.account, amount: negateMoney(l.amount) })),
      { account: await officeAccount(tx, act, 'cash'), amount: negateMoney(total) },
    ],
  });
  const [done] = await tx
    .update(payouts)
    .set({
      status: 'returned',
      returnCode: input.code,
      returnedBy: act.actor,
      returnedAt: act.now,
      returnTransferId: back.id,
    })
    .where(eq(payouts.id, row.id))
    .returning();
  if (!done) throw new Error('payout update returned nothing');
  return done;
}
