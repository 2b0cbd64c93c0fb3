import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { idempotencyKeys } from '../db/schema-idempotency.js';
import { badInput, conflict } from '../envelope.js';

/**
 * Creates that make money (orders, payments, ledger lines) carry a key chosen by the client, new
 * per create and reused on retry. A lost answer and a double click must not charge twice, so the
 * first answer is kept and a retry gets it back instead of a second row.
 */
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

export interface OnceKey {
  /** The client's key: 8–100 letters, digits, `-` or `_` (a UUID fits). */
  key: string;
  /** Who asks (a user id): one person's key never answers for another. */
  actor: number;
  /** The call's path: the same key on another call is another create. */
  call: string;
  /** The request as sent, minus the key: a retry must send the same one. */
  request: unknown;
  at: Date;
}

const KEY = /^[\w-]{8,100}$/;

/** Object keys sorted, so the hash does not depend on the order a client wrote fields in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (request: unknown) =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * Runs `create` once per (actor, call, key) inside the caller's transaction and answers its
 * result; a retry answers the stored result without running `create`. Race-safe on PostgreSQL:
 * the key row is inserted first, under a unique constraint, so a concurrent retry's INSERT waits
 * for this transaction and then sees its row (or, if this one rolled back, creates itself). A
 * failed create rolls back with its key, so the client may retry it. The transaction must be READ
 * COMMITTED (the default): the retry's read then sees the row the first one committed.
 */
export async function once<T extends Json>(
  tx: Tx,
  k: OnceKey,
  create: () => Promise<T>,
): Promise<T> {
  if (!KEY.test(k.key)) {
    throw badInput('The idempotency key must be 8–100 letters, digits, - or _');
  }
  const hash = requestHash(k.request);
  const [mine] = await tx
    .insert(idempotencyKeys)
    .values({ actorId: k.actor, call: k.call, key: k.key, requestHash: hash, createdAt: k.at })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (mine) {
    const result = await create();
    await tx
      .update(idempotencyKeys)
      .set({ response: result })
      .where(eq(idempotencyKeys.id, mine.id));
    return result;
  }
  const [first] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.actorId, k.actor),
        eq(idempotencyKeys.call, k.call),
        eq(idempotencyKeys.key, k.key),
      ),
    );
  if (!first) throw new Error('idempotency key vanished between insert and read');
  if (first.requestHash !== hash) {
    throw conflict('This idempotency key was already used for a different request; use a new key');
  }
  return first.response as T;
}
