import type { DreRecord } from '@bq/contract';
import { and, asc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage, countWhere } from '../../db/query-helpers.js';
import { agents, users } from '../../db/schema.js';
import { dreRecords } from '../../db/schema-dre.js';
import { applyDreMatch, nameKey } from '../../domain/dre/match.js';
import { deleteUnmatchedRecord } from '../../domain/dre/store.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import { importDre, importProgress } from './import.js';

type DreRow = typeof dreRecords.$inferSelect;

const toRecord = (r: DreRow, agentName: string | null): DreRecord => ({
  id: r.id,
  licenseId: r.licenseId,
  name: r.name,
  licenseType: r.licenseType,
  licenseStatus: r.licenseStatus,
  expiresOn: r.expiresOn,
  agentId: r.agentId,
  agentName,
  matchedBy: r.matchedBy,
});

async function lockRecord(tx: Tx, id: number): Promise<DreRow> {
  const [row] = await tx.select().from(dreRecords).where(eq(dreRecords.id, id)).for('update');
  if (!row) throw notFound('DRE record');
  return row;
}

async function withAgentNames(db: Db, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({ r: dreRecords, agentName: users.name })
    .from(dreRecords)
    .leftJoin(agents, eq(agents.id, dreRecords.agentId))
    .leftJoin(users, eq(users.id, agents.userId))
    .where(where)
    .orderBy(asc(dreRecords.name), asc(dreRecords.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ r, agentName }) => toRecord(r, agentName));
}

export const dre: FamilyHandlers<'dre'> = {
  async getList({ matched, keyword, pageNum, pageSize }, ctx) {
    const where = and(
      matched ? isNotNull(dreRecords.agentId) : isNull(dreRecords.agentId),
      keyword
        ? or(
            ilike(dreRecords.name, containsPattern(keyword)),
            ilike(dreRecords.licenseId, containsPattern(keyword)),
          )
        : undefined,
    );
    return countAndPage(
      { pageNum, pageSize },
      () => countWhere(ctx.db, dreRecords, where),
      (limit, offset) => withAgentNames(ctx.db, where, limit, offset),
    );
  },

  async match({ id, agentId }, ctx) {
    await ctx.db.transaction(async (tx) => {
      const record = await lockRecord(tx, id);
      if (record.agentId !== null) throw conflict('This DRE record is already matched');
      const [agent] = await tx.select().from(agents).where(eq(agents.id, agentId));
      if (!agent) throw fieldRefused('agentId', 'is not an agent');
      const [holder] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(and(eq(agents.licenseNo, record.licenseId), ne(agents.id, agentId)));
      if (holder) {
        throw conflict(`Licence ${record.licenseId} is already another agent's licence number`);
      }
      await applyDreMatch(tx, agentId, record, 'manual', {
        now: ctx.now(),
        actor: ctx.user.userId,
      });
    });
    return null;
  },

  async delete({ id }, ctx) {
    await ctx.db.transaction(async (tx) => {
      await deleteUnmatchedRecord(tx, ctx.act(), await lockRecord(tx, id));
    });
    return null;
  },

  async dreVerify({ licenseId, name }, ctx) {
    const [found] = await withAgentNames(ctx.db, eq(dreRecords.licenseId, licenseId), 1, 0);
    if (!found) return { found: false, nameAgrees: null, record: null };
    return {
      found: true,
      nameAgrees: name === undefined ? null : nameKey(name) === nameKey(found.name),
      record: found,
    };
  },

  import: (_input, ctx) => importDre(ctx),
  importProgress: ({ jobId }, ctx) => importProgress(jobId, ctx),
};
