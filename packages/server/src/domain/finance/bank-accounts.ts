import type { BankAccountView } from '@bq/contract';
import {
  ACH_RETURN_CODES,
  type AchReturnCode,
  maskAccount,
  readAccountNumber,
  readRoutingNumber,
} from '@bq/validators';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { bankAccounts, payoutBatchEntries, payoutBatches } from '../../db/schema-bank.js';
import { agents } from '../../db/schema-people.js';
import { type FieldProblem, fieldsRefused, notFound } from '../../envelope.js';
import { record } from '../people/history.js';
import { keyIdOf, openSecret, sealSecret, type TinKeyring } from '../people/tin-crypto.js';
import type { Act, SignedAct } from '../shared/act.js';

/**
 * Payees' bank accounts (docs/finance-pay.md "Bank files"). The account number is sealed like a
 * full TIN (`tin-crypto.ts`, the keys of TIN_KEYS) and every answer shows its last four. A change
 * is a row of the person's admin history (the change log of their record), masked. A batch copies
 * the account as it is when a payout joins it, so a change applies to payouts batched after it.
 */

export type BankAccount = typeof bankAccounts.$inferSelect;

export interface BankAccountInput {
  userId: number;
  holderName: string;
  holderKind: BankAccount['holderKind'];
  accountType: BankAccount['accountType'];
  routing: string;
  accountNumber?: string | undefined;
}

export async function bankAccountOf(db: Db | Tx, userId: number): Promise<BankAccount | null> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return row ?? null;
}

/** The account as answers show it: the number masked, who changed it last by name. */
export async function bankAccountView(
  db: Db | Tx,
  row: BankAccount | null,
): Promise<BankAccountView | null> {
  if (!row) return null;
  const [by] =
    row.updatedBy === null
      ? []
      : await db.select({ name: users.name }).from(users).where(eq(users.id, row.updatedBy));
  return {
    userId: row.userId,
    holderName: row.holderName,
    holderKind: row.holderKind,
    accountType: row.accountType,
    routing: row.routing,
    accountMasked: maskAccount(row.accountLast4),
    flaggedCode: row.flaggedCode,
    flaggedAt: row.flaggedAt?.toISOString() ?? null,
    updatedBy: by?.name ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the history keeps of an account: never the number, its last four. */
const shown = (row: BankAccount | null) =>
  row && {
    holderName: row.holderName,
    holderKind: row.holderKind,
    accountType: row.accountType,
    routing: row.routing,
    account: maskAccount(row.accountLast4),
    flaggedCode: row.flaggedCode,
  };

/** The person's first agent record, whose history keeps their record's changes. */
async function historyOf(tx: Tx, userId: number): Promise<number | null> {
  const [agent] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.userId, userId))
    .orderBy(agents.id)
    .limit(1);
  return agent?.id ?? null;
}

async function logChange(
  tx: Tx,
  act: Act,
  userId: number,
  field: string,
  before: unknown,
  after: unknown,
) {
  const agentId = await historyOf(tx, userId);
  if (agentId === null || act.actor === null) return;
  await record(tx, agentId, [{ field, before, after }], {
    userId: act.actor,
    at: act.now,
    source: 'office',
  });
}

/** Enters or corrects a person's account (the flag of a return is cleared by the correction). */
export async function saveBankAccount(
  tx: Tx,
  ring: TinKeyring,
  act: SignedAct,
  input: BankAccountInput,
): Promise<BankAccount> {
  const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!person) throw notFound('Person');
  const [before] = await tx
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, input.userId))
    .for('update');
  const problems: FieldProblem[] = [];
  const routing = readRoutingNumber(input.routing);
  if (!routing.ok) problems.push({ field: 'routing', message: routing.reason });
  const number = input.accountNumber === undefined ? null : readAccountNumber(input.accountNumber);
  if (number && !number.ok) problems.push({ field: 'accountNumber', message: number.reason });
  if (!number && !before)
    problems.push({ field: 'accountNumber', message: 'is required for a new account' });
  if (problems.length > 0 || !routing.ok) throw fieldsRefused(problems);
  const sealed = number?.ok
    ? { accountSealed: sealSecret(ring, number.digits), accountLast4: number.last4 }
    : {};
  const values = {
    holderName: input.holderName.trim(),
    holderKind: input.holderKind,
    accountType: input.accountType,
    routing: routing.digits,
    ...sealed,
    flaggedCode: null,
    flaggedAt: null,
    updatedBy: act.actor,
    updatedAt: act.now,
  };
  let saved: BankAccount | undefined;
  if (before) {
    [saved] = await tx
      .update(bankAccounts)
      .set(values)
      .where(eq(bankAccounts.id, before.id))
      .returning();
  } else {
    if (!sealed.accountSealed) throw new Error('a new account has a number');
    [saved] = await tx
      .insert(bankAccounts)
      .values({
        ...values,
        userId: input.userId,
        accountSealed: sealed.accountSealed,
        accountLast4: sealed.accountLast4 ?? '',
      })
      .returning();
  }
  if (!saved) throw new Error('bank account write returned nothing');
  await logChange(tx, act, input.userId, 'bank.account', shown(before ?? null), shown(saved));
  return saved;
}

/**
 * A return about the account itself (R02 closed, R03 no account, R04 invalid number…) flags it:
 * no batch takes it until the office saves a correction. The entry's copy must still be the
 * account on file (routing and last four): a correction made since is not flagged again.
 */
export async function flagAfterReturn(
  tx: Tx,
  act: Act,
  input: { bankAccountId: number; routing: string; last4: string; code: AchReturnCode },
): Promise<void> {
  if (!ACH_RETURN_CODES[input.code].flagsAccount) return;
  const [row] = await tx
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.id, input.bankAccountId))
    .for('update');
  if (!row || row.routing !== input.routing || row.accountLast4 !== input.last4) return;
  const [flagged] = await tx
    .update(bankAccounts)
    .set({ flaggedCode: input.code, flaggedAt: act.now })
    .where(eq(bankAccounts.id, row.id))
    .returning();
  await logChange(tx, act, row.userId, 'bank.accountFlagged', null, {
    code: input.code,
    label: ACH_RETURN_CODES[input.code].label,
    account: maskAccount(flagged?.accountLast4 ?? row.accountLast4),
  });
}

/**
 * Re-seals every stored bank account number and released bank file under the current key, in the
 * caller's transaction (the TIN rotation's, so one command rotates every secret).
 */
export async function rotateBankSecrets(
  tx: Tx,
  ring: TinKeyring,
): Promise<{ rotated: number; total: number }> {
  let rotated = 0;
  let total = 0;
  const reseal = (sealed: string) => sealSecret(ring, openSecret(ring, sealed));
  for (const row of await tx.select().from(bankAccounts).for('update')) {
    total += 1;
    if (keyIdOf(row.accountSealed) === ring.current) continue;
    await tx
      .update(bankAccounts)
      .set({ accountSealed: reseal(row.accountSealed) })
      .where(eq(bankAccounts.id, row.id));
    rotated += 1;
  }
  for (const row of await tx.select().from(payoutBatchEntries).for('update')) {
    total += 1;
    if (keyIdOf(row.accountSealed) === ring.current) continue;
    await tx
      .update(payoutBatchEntries)
      .set({ accountSealed: reseal(row.accountSealed) })
      .where(eq(payoutBatchEntries.id, row.id));
    rotated += 1;
  }
  const files = await tx
    .select({ id: payoutBatches.id, sealed: payoutBatches.fileSealed })
    .from(payoutBatches)
    .where(isNotNull(payoutBatches.fileSealed))
    .for('update');
  for (const row of files) {
    total += 1;
    if (!row.sealed || keyIdOf(row.sealed) === ring.current) continue;
    await tx
      .update(payoutBatches)
      .set({ fileSealed: reseal(row.sealed) })
      .where(eq(payoutBatches.id, row.id));
    rotated += 1;
  }
  return { rotated, total };
}
