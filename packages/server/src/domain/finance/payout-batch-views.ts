import type { PayoutBatchRow } from '@bq/contract';
import { maskAccount } from '@bq/validators';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { countAndPage } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { payoutBatches } from '../../db/schema-bank.js';
import { notFound } from '../../envelope.js';
import { entriesOf, type PayoutBatch } from './payout-batches.js';

/** Batches as the bank files page shows them: who made and released each, its entries. */
async function shape(db: Db | Tx, batches: PayoutBatch[]): Promise<PayoutBatchRow[]> {
  const entries = await entriesOf(
    db,
    batches.map((b) => b.id),
  );
  const ids = [
    ...new Set(batches.flatMap((b) => [b.createdBy, b.releasedBy]).filter((id) => id !== null)),
  ];
  const who =
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, ids))
          ).map((u) => [u.id, u.name]),
        );
  const name = (id: number | null) => (id === null ? null : (who.get(id) ?? null));
  return batches.map((b) => ({
    id: b.id,
    status: b.status,
    total: b.total,
    entryCount: b.entryCount,
    createdBy: name(b.createdBy),
    createdById: b.createdBy,
    createdAt: b.createdAt.toISOString(),
    releasedBy: name(b.releasedBy),
    releasedAt: b.releasedAt?.toISOString() ?? null,
    effectiveDate: b.effectiveDate,
    fileSha256: b.fileSha256,
    entries: entries
      .filter((e) => e.entry.batchId === b.id)
      .map(({ entry: e, payout: p }) => ({
        payoutId: e.payoutId,
        payeeName: p.payeeName,
        sec: e.sec,
        holderName: e.holderName,
        routing: e.routing,
        accountMasked: maskAccount(e.accountLast4),
        amount: e.amount,
        traceNumber: e.traceNumber,
        payoutStatus: p.status,
        returnCode: e.returnCode,
        returnedAt: e.returnedAt?.toISOString() ?? null,
      })),
  }));
}

export function batchList(
  db: Db | Tx,
  paging: { pageNum: number; pageSize: number },
): Promise<{ total: number; list: PayoutBatchRow[] }> {
  return countAndPage(
    paging,
    async () => (await db.select({ n: count() }).from(payoutBatches))[0]?.n ?? 0,
    async (limit, offset) =>
      shape(
        db,
        await db
          .select()
          .from(payoutBatches)
          .orderBy(desc(payoutBatches.id))
          .limit(limit)
          .offset(offset),
      ),
  );
}

export async function batchRow(db: Db | Tx, id: number): Promise<PayoutBatchRow> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch) throw notFound('Payout batch');
  const [row] = await shape(db, [batch]);
  if (!row) throw new Error('batch shape answered nothing');
  return row;
}
