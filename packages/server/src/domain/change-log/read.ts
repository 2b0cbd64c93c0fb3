import {
  type ChangeKind,
  type ChangeRow,
  type Contract,
  type ParsedRequestOf,
  RECORD_HISTORY_MAX,
} from '@bq/contract';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { businessDayEndSql, businessDayStartSql } from '../../clock/business-clock.js';
import type { Db } from '../../db/index.js';
import { countAndPage, countWhere } from '../../db/query-helpers.js';
import { changeLog, users } from '../../db/schema.js';

type Stored = typeof changeLog.$inferSelect & { actorName: string | null };

/** A value as the History shows it: text as itself, anything else as its JSON, none as null. */
const shown = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One stored row as the contract's `changeRow`: each field with its value before and after. */
export function changeRowOf(row: Stored): ChangeRow {
  const names = Object.keys(row.after ?? row.before ?? {}).sort();
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    call: row.call,
    kind: row.recordKind as ChangeKind,
    recordId: row.recordId,
    table: row.tableName,
    op: row.op,
    fields: names.map((field) => ({
      field,
      before: shown(row.before?.[field]),
      after: shown(row.after?.[field]),
    })),
  };
}

const columns = {
  id: changeLog.id,
  at: changeLog.at,
  actorId: changeLog.actorId,
  actorName: users.name,
  call: changeLog.call,
  recordKind: changeLog.recordKind,
  recordId: changeLog.recordId,
  tableName: changeLog.tableName,
  op: changeLog.op,
  before: changeLog.before,
  after: changeLog.after,
};

const rowsWhere = (db: Db, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select(columns)
    .from(changeLog)
    .leftJoin(users, eq(users.id, changeLog.actorId))
    .where(where)
    .orderBy(desc(changeLog.id))
    .limit(limit)
    .offset(offset);

/** One record's changes (a kind's, for the settings), newest first; access checked before. */
export async function recordHistory(
  db: Db,
  input: { kind: ChangeKind; id?: string | undefined },
): Promise<ChangeRow[]> {
  const where = and(
    eq(changeLog.recordKind, input.kind),
    input.id === undefined ? undefined : eq(changeLog.recordId, input.id),
  );
  return (await rowsWhere(db, where, RECORD_HISTORY_MAX)).map(changeRowOf);
}

/** The whole log for administrators: by who wrote, the kind, one record and business days. */
export async function queryLog(
  db: Db,
  input: ParsedRequestOf<Contract['changeLog']['query']>,
): Promise<{ total: number; list: ChangeRow[] }> {
  const where = and(
    input.actorId === undefined ? undefined : eq(changeLog.actorId, input.actorId),
    input.kind === undefined ? undefined : eq(changeLog.recordKind, input.kind),
    input.recordId === undefined ? undefined : eq(changeLog.recordId, input.recordId),
    input.from === undefined ? undefined : gte(changeLog.at, businessDayStartSql(input.from)),
    input.to === undefined ? undefined : lt(changeLog.at, businessDayEndSql(input.to)),
  );
  return countAndPage(
    input,
    () => countWhere(db, changeLog, where),
    async (limit, offset) => (await rowsWhere(db, where, limit, offset)).map(changeRowOf),
  );
}
