import { compareDecimal } from '@bq/validators';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { auditCase } from '../../db/query-helpers.js';
import { cases } from '../../db/schema.js';
import { conflict, fieldRefused } from '../../envelope.js';
import type { Act } from '../shared/act.js';

const KEYS = ['commissionPercent', 'commissionAmount', 'referralFeePercent'] as const;
type Key = (typeof KEYS)[number];

const same = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : compareDecimal(a, b) === 0;

/**
 * Puts the commission fields of an approved case right before it closes. Closing prices the
 * commission from these fields (domain/finance/commissions.ts), so a missing or wrong one found
 * at closing is fixed here rather than by sending the whole case back to its agent; every other
 * field stays as approved. The caller has checked who may (those who may close, never on their
 * own case); `version` is the one they read, so two people do not overwrite each other.
 */
export async function fixCommission(
  tx: Tx,
  act: Act,
  row: typeof cases.$inferSelect,
  input: { version: number } & Partial<Record<Key, string | null>>,
): Promise<{ id: number; version: number; updatedAt: string }> {
  if (row.status !== 'approved')
    throw conflict('Only an approved case waiting to close has its commission put right here');
  if (input.version !== row.version)
    throw conflict('This case was changed meanwhile; reload it and try again');
  const next = Object.fromEntries(
    KEYS.map((k) => [k, input[k] === undefined ? row[k] : input[k]]),
  ) as Record<Key, string | null>;
  if (next.commissionPercent === null && next.commissionAmount === null)
    throw fieldRefused('commissionPercent', 'or an amount is needed: the commission closes on it');
  const changed = KEYS.filter((k) => !same(next[k], row[k]));
  if (changed.length === 0)
    return { id: row.id, version: row.version, updatedAt: row.updatedAt.toISOString() };
  const [saved] = await tx
    .update(cases)
    .set({ ...next, version: row.version + 1, updatedAt: act.now })
    .where(and(eq(cases.id, row.id), eq(cases.version, row.version)))
    .returning({ version: cases.version, updatedAt: cases.updatedAt });
  if (!saved) throw conflict('This case was changed meanwhile; reload it and try again');
  await auditCase(
    tx,
    row.id,
    { byUser: act.actor ?? 0, at: act.now },
    { change: { action: 'commission', fields: [...changed] } },
  );
  return { id: row.id, version: saved.version, updatedAt: saved.updatedAt.toISOString() };
}
