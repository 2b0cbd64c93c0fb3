import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { agentProfiles, agents, type W9Details } from '../../db/schema-people.js';
import { conflict, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';
import { record } from './history.js';
import { keyIdOf, openSecret, sealSecret, type TinKeyring } from './tin-crypto.js';

/**
 * A person's full TIN: the people area keeps it (their W-9), encrypted in
 * `agent_profiles.tin_sealed`; the w9 jsonb and every answer keep only the last four digits.
 * Finance reads it through here: for the IRIS file, and one at a time when a reason is given.
 */

/** W-9 details as a call sends them: with the full TIN's digits when one was typed. */
export type W9Input = W9Details & { tin?: string | undefined };

/**
 * What a W-9 write stores: the details without the full TIN (its last four set from it), and
 * the sealed TIN; `null` drops a stored TIN whose last four no longer match, `undefined` keeps it.
 */
export function splitW9(
  ring: TinKeyring,
  w9: W9Input,
  before: W9Details | null,
): { w9: W9Details; sealed: string | null | undefined } {
  const { tin, ...rest } = w9;
  if (tin !== undefined)
    return { w9: { ...rest, tinLast4: tin.slice(5) }, sealed: sealSecret(ring, tin) };
  return { w9: rest, sealed: before === null ? undefined : staleTin(before, rest) };
}

/** A W-9 whose last four changed without a full TIN: the stored one no longer matches (null). */
export function staleTin(before: W9Details, after: Partial<W9Details>): null | undefined {
  return after.tinLast4 !== undefined && after.tinLast4 !== before.tinLast4 ? null : undefined;
}

/** Writes (or drops) an agent's sealed TIN. */
export async function storeTin(tx: Tx, agentId: number, sealed: string | null | undefined) {
  if (sealed === undefined) return;
  await tx
    .insert(agentProfiles)
    .values({ agentId, tinSealed: sealed })
    .onConflictDoUpdate({ target: agentProfiles.agentId, set: { tinSealed: sealed } });
}

async function sealedOf(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({ agentId: agents.id, sealed: agentProfiles.tinSealed })
    .from(agents)
    .leftJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(eq(agents.userId, userId))
    .orderBy(agents.id)
    .limit(1);
  return row ?? null;
}

/** One person's full TIN for finance, given a reason: the reveal goes into their history. */
export async function revealTin(
  tx: Tx,
  ring: TinKeyring,
  act: SignedAct,
  input: { userId: number; reason: string },
): Promise<string> {
  const row = await sealedOf(tx, input.userId);
  if (!row) throw notFound('Payee');
  if (!row.sealed) throw conflict('No full TIN is on file for this payee: collect their W-9');
  const digits = openSecret(ring, row.sealed);
  await record(
    tx,
    row.agentId,
    [{ field: 'w9.tinRevealed', before: null, after: { reason: input.reason } }],
    { userId: act.actor, at: act.now, source: 'office' },
  );
  return digits;
}

/** What a filed return says of a person: their W-9 with the full TIN. */
export interface FilingW9 {
  tin: string;
  legalName: string;
  businessName: string;
  taxClassification: string;
  address: string;
}

/** The W-9s with a full TIN of these people, decrypted for the filing file only. */
export async function w9sForFiling(
  db: Db | Tx,
  ring: TinKeyring,
  userIds: readonly number[],
): Promise<Map<number, FilingW9>> {
  if (userIds.length === 0) return new Map();
  const found = await db
    .select({ userId: agents.userId, profile: agentProfiles })
    .from(agents)
    .innerJoin(agentProfiles, eq(agentProfiles.agentId, agents.id))
    .where(and(inArray(agents.userId, [...userIds]), isNotNull(agentProfiles.tinSealed)))
    .orderBy(agents.id);
  const w9s = new Map<number, FilingW9>();
  for (const { userId, profile: p } of found) {
    if (!p.tinSealed || w9s.has(userId)) continue;
    w9s.set(userId, {
      tin: openSecret(ring, p.tinSealed),
      legalName: p.legalName,
      businessName: p.w9.businessName ?? '',
      taxClassification: p.w9.taxClassification ?? '',
      address: p.w9.address || p.address,
    });
  }
  return w9s;
}

/**
 * Re-encrypts every stored TIN under the current key (the first of TIN_KEYS), in the caller's
 * transaction so a failure leaves every value as it was. Answers how many were re-encrypted.
 */
export async function rotateTins(
  tx: Tx,
  ring: TinKeyring,
): Promise<{ rotated: number; total: number }> {
  const stored = await tx
    .select({ agentId: agentProfiles.agentId, sealed: agentProfiles.tinSealed })
    .from(agentProfiles)
    .where(isNotNull(agentProfiles.tinSealed))
    .for('update');
  let rotated = 0;
  for (const row of stored) {
    if (!row.sealed || keyIdOf(row.sealed) === ring.current) continue;
    const resealed = sealSecret(ring, openSecret(ring, row.sealed));
    await tx
      .update(agentProfiles)
      .set({ tinSealed: resealed })
      .where(eq(agentProfiles.agentId, row.agentId));
    rotated += 1;
  }
  return { rotated, total: stored.length };
}
