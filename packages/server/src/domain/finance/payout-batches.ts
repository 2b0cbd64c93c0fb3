import { createHash } from 'node:crypto';
import type { BatchCandidate } from '@bq/contract';
import {
  type AchReturnCode,
  businessDay,
  type Money,
  moneyToDecimal,
  nextBankingDay,
  parseMoney,
  sumMoney,
} from '@bq/validators';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { bankAccounts, payoutBatchEntries, payoutBatches } from '../../db/schema-bank.js';
import { payouts } from '../../db/schema-payroll.js';
import { conflict, forbidden, notFound } from '../../envelope.js';
import { openSecret, sealSecret, type TinKeyring } from '../people/tin-crypto.js';
import type { SignedAct } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { bankAccountView, flagAfterReturn } from './bank-accounts.js';
import { type AchSettings, nachaFile } from './nacha.js';
import { confirmPayeePayout } from './payee-payments.js';
import { type Payout, returnPayout } from './payouts.js';
import { confirmStatementPaid } from './statements.js';

/**
 * Paying by bank file (docs/finance-pay.md "Bank files"). Finance puts pending payouts whose
 * payee has a usable bank account into a batch (nothing moves: each payout stays pending, its
 * hold on the ledger as `payouts.ts` made it). Someone else releases the batch: in one
 * transaction every payout is posted and the NACHA file is written once, sealed (it carries
 * account numbers) with the SHA-256 of its text, which the database never lets change. A bank
 * return of one entry returns its payout (`returnPayout`) and may flag the account.
 */

export type PayoutBatch = typeof payoutBatches.$inferSelect;
export type PayoutBatchEntry = typeof payoutBatchEntries.$inferSelect;

/** Pending payouts not in a batch yet, each with its payee's account or why it cannot go. */
export async function batchCandidates(db: Db | Tx): Promise<BatchCandidate[]> {
  const found = await db
    .select({ payout: payouts, account: bankAccounts, by: users.name })
    .from(payouts)
    .leftJoin(payoutBatchEntries, eq(payoutBatchEntries.payoutId, payouts.id))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, payouts.payeeUserId))
    .leftJoin(users, eq(users.id, payouts.createdBy))
    .where(and(eq(payouts.status, 'pending'), isNull(payoutBatchEntries.id)))
    .orderBy(payouts.id);
  return Promise.all(
    found.map(async ({ payout: p, account, by }) => ({
      payoutId: p.id,
      payeeUserId: p.payeeUserId,
      payeeName: p.payeeName,
      sourceKind: p.sourceKind,
      amount: p.amount,
      createdBy: by,
      createdAt: p.createdAt.toISOString(),
      account: await bankAccountView(db, account),
      blocked: blockedWhy(p, account),
    })),
  );
}

/**
 * The payouts a bank file pays: a pay statement's and a lecturer's, posted at release through
 * their owners (the statement is paid, the payee told). A refund goes back the way the buyer paid,
 * from its own page; a vendor or brokerage paid by name has no person to hold an account.
 */
const BY_BANK_FILE = new Set<Payout['sourceKind']>(['statement', 'lecturer']);

function blockedWhy(
  p: { payeeUserId: number | null; sourceKind: Payout['sourceKind'] },
  account: typeof bankAccounts.$inferSelect | null,
): string {
  const { payeeUserId } = p;
  if (!BY_BANK_FILE.has(p.sourceKind))
    return p.sourceKind === 'refund'
      ? 'A refund is paid from its refund request'
      : 'Paid by name (a vendor or brokerage): it has no bank account here, pay it by hand';
  if (payeeUserId === null)
    return 'Paid by name (a vendor or brokerage): it has no bank account here, pay it by hand';
  if (!account) return 'No bank account on file';
  if (account.flaggedCode)
    return `The bank account was returned (${account.flaggedCode}): correct it first`;
  return '';
}

/** A new open batch of these pending payouts (each with a usable account, in no other batch). */
export async function createBatch(
  tx: Tx,
  act: SignedAct,
  payoutIds: readonly number[],
): Promise<PayoutBatch> {
  const wanted = [...new Set(payoutIds)].sort((a, b) => a - b);
  const locked = await tx
    .select()
    .from(payouts)
    .where(inArray(payouts.id, wanted))
    .orderBy(payouts.id)
    .for('update');
  if (locked.length !== wanted.length) throw notFound('Payout');
  const batched = await tx
    .select({ payoutId: payoutBatchEntries.payoutId })
    .from(payoutBatchEntries)
    .where(inArray(payoutBatchEntries.payoutId, wanted));
  if (batched.length > 0)
    throw conflict(`Payout ${batched.map((b) => b.payoutId).join(', ')} is already in a batch`);
  const entries = [];
  for (const p of locked) {
    if (p.status !== 'pending') throw conflict(`Payout ${p.id} is already ${p.status}`);
    if (p.payeeUserId !== null) assertNotOwnWork(act.actor, [p.payeeUserId], 'payment');
    const [account] =
      p.payeeUserId === null
        ? []
        : await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, p.payeeUserId));
    const why = blockedWhy(p, account ?? null);
    if (why || !account) throw conflict(`Payout ${p.id} to ${p.payeeName}: ${why}`);
    entries.push({ payout: p, account });
  }
  const total = sumMoney(entries.map((e) => parseMoney(e.payout.amount)));
  const [batch] = await tx
    .insert(payoutBatches)
    .values({
      total: moneyToDecimal(total),
      entryCount: entries.length,
      createdBy: act.actor,
      createdAt: act.now,
    })
    .returning();
  if (!batch) throw new Error('batch insert returned nothing');
  await tx.insert(payoutBatchEntries).values(
    entries.map(({ payout: p, account: a }) => ({
      batchId: batch.id,
      payoutId: p.id,
      bankAccountId: a.id,
      sec: a.holderKind === 'company' ? ('CCD' as const) : ('PPD' as const),
      holderName: a.holderName,
      accountType: a.accountType,
      routing: a.routing,
      accountSealed: a.accountSealed,
      accountLast4: a.accountLast4,
      amount: p.amount,
    })),
  );
  return batch;
}

export async function entriesOf(db: Db | Tx, batchIds: readonly number[]) {
  if (batchIds.length === 0) return [];
  return db
    .select({ entry: payoutBatchEntries, payout: payouts })
    .from(payoutBatchEntries)
    .innerJoin(payouts, eq(payouts.id, payoutBatchEntries.payoutId))
    .where(inArray(payoutBatchEntries.batchId, [...batchIds]))
    .orderBy(payoutBatchEntries.id);
}

/**
 * A second person releases an open batch: each payout posted (`payout:<id>:posted`, its trace
 * number as the reference), the file written, sealed and hashed, all in the caller's transaction.
 */
export async function releaseBatch(
  tx: Tx,
  ring: TinKeyring,
  act: SignedAct,
  input: { id: number; settings: AchSettings; secondPersonAbove: Money },
): Promise<PayoutBatch> {
  const [batch] = await tx
    .select()
    .from(payoutBatches)
    .where(eq(payoutBatches.id, input.id))
    .for('update');
  if (!batch) throw notFound('Payout batch');
  if (batch.status !== 'open') throw conflict(`Batch ${batch.id} is already released`);
  if (batch.createdBy === act.actor)
    throw forbidden('Whoever made a batch does not release it: a second person does');
  const entries = await entriesOf(tx, [batch.id]);
  for (const { payout } of entries) {
    if (payout.status !== 'pending')
      throw conflict(`Payout ${payout.id} of this batch is ${payout.status}, no longer pending`);
    if (payout.payeeUserId !== null) assertNotOwnWork(act.actor, [payout.payeeUserId], 'payment');
  }
  const effectiveDate = nextBankingDay(businessDay(act.now));
  const file = nachaFile(input.settings, {
    batchId: batch.id,
    effectiveDate,
    now: act.now,
    entries: entries.map(({ entry: e }) => ({
      payoutId: e.payoutId,
      sec: e.sec,
      holderName: e.holderName,
      routing: e.routing,
      accountNumber: openSecret(ring, e.accountSealed),
      accountType: e.accountType,
      amount: parseMoney(e.amount),
    })),
  });
  for (const [i, { entry, payout }] of entries.entries()) {
    const trace = file.traces[i] ?? '';
    await postBySource(tx, act, payout, `ACH ${trace}`, input.secondPersonAbove);
    await tx
      .update(payoutBatchEntries)
      .set({ traceNumber: trace })
      .where(eq(payoutBatchEntries.id, entry.id));
  }
  const [released] = await tx
    .update(payoutBatches)
    .set({
      status: 'released',
      releasedBy: act.actor,
      releasedAt: act.now,
      effectiveDate,
      fileName: `ach-batch-${batch.id}-${effectiveDate}.txt`,
      fileSealed: sealSecret(ring, file.text),
      fileSha256: sha256(file.text),
    })
    .where(eq(payoutBatches.id, batch.id))
    .returning();
  if (!released) throw new Error('batch update returned nothing');
  return released;
}

/** Posts a payout through the area that owns its source, so the source moves with it. */
async function postBySource(
  tx: Tx,
  act: SignedAct,
  payout: Payout,
  reference: string,
  secondPersonAbove: Money,
) {
  if (payout.sourceKind === 'statement')
    await confirmStatementPaid(tx, act, { id: payout.sourceId, reference });
  else if (payout.sourceKind === 'lecturer')
    await confirmPayeePayout(tx, act, { id: payout.id, reference, secondPersonAbove });
  else throw conflict(`A ${payout.sourceKind} payout is not paid by bank file`);
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A released batch's file as stored; its text must still hash to the recorded SHA-256. */
export async function batchFile(
  db: Db | Tx,
  ring: TinKeyring,
  id: number,
): Promise<{ fileName: string; text: string; sha256: string }> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch) throw notFound('Payout batch');
  if (!batch.fileSealed || !batch.fileSha256 || !batch.fileName)
    throw conflict('The batch is not released: it has no file yet');
  const text = openSecret(ring, batch.fileSealed);
  if (sha256(text) !== batch.fileSha256)
    throw new Error(`batch ${batch.id}'s file no longer matches its recorded SHA-256`);
  return { fileName: batch.fileName, text, sha256: batch.fileSha256 };
}

/**
 * The bank returned one entry: its payout is returned (the money on the payee's account again)
 * and, for a code about the account itself, the account is flagged. Answers the entry's batch.
 */
export async function returnEntry(
  tx: Tx,
  act: SignedAct,
  input: { payoutId: number; code: AchReturnCode; note: string },
): Promise<number> {
  const [entry] = await tx
    .select()
    .from(payoutBatchEntries)
    .where(eq(payoutBatchEntries.payoutId, input.payoutId))
    .for('update');
  if (!entry) throw notFound('Bank file entry of this payout');
  if (entry.returnCode) throw conflict(`The entry was already returned (${entry.returnCode})`);
  if (entry.traceNumber === '') throw conflict('The batch is not released: nothing was sent');
  await returnPayout(tx, act, { id: entry.payoutId, code: input.code });
  await tx
    .update(payoutBatchEntries)
    .set({
      returnCode: input.code,
      returnNote: input.note,
      returnedBy: act.actor,
      returnedAt: act.now,
    })
    .where(eq(payoutBatchEntries.id, entry.id));
  await flagAfterReturn(tx, act, {
    bankAccountId: entry.bankAccountId,
    routing: entry.routing,
    last4: entry.accountLast4,
    code: input.code,
  });
  return entry.batchId;
}
