import type { Contract } from '@bq/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { businessDayStartSql } from '../../clock/business-clock.js';
import type { Handler } from '../../context.js';
import type { Db } from '../../db/index.js';
import { countAndPage, countWhere } from '../../db/query-helpers.js';
import { caseCounts, cases, users } from '../../db/schema.js';
import { addressLineOf } from '../../domain/cases/address.js';
import { likePattern } from '../../domain/cases/format.js';
import { caseIdentityColumns } from '../../domain/cases/search.js';
import { caseRole, visibleWhere } from '../../domain/cases/visibility.js';
import { forbidden, notFound } from '../../envelope.js';
import { agentPage } from './agent-list.js';

type Calls = Contract['tranCase'];

/** Columns of a list row; the owner's name comes from a join. */
const rowColumns = {
  ...caseIdentityColumns,
  addressKey: cases.addressKey,
  price: cases.price,
  closeOfEscrowDate: cases.closeOfEscrowDate,
  ownerId: cases.ownerId,
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
};

type RowRecord = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null;
} & { ownerName: string | null };

export function toRow(r: RowRecord) {
  const address = {
    street: r.street ?? '',
    unit: r.unit ?? '',
    city: r.city ?? '',
    state: r.state ?? '',
    zip: r.zip ?? '',
  };
  return {
    id: r.id ?? 0,
    caseNo: r.caseNo ?? '',
    type: r.type ?? 1,
    purchaseKind: r.purchaseKind ?? null,
    status: r.status ?? 'draft',
    addressLine: addressLineOf(address),
    addressKey: r.addressKey ?? '',
    clientNames: (r.clients ?? [])
      .map((c) => c.name)
      .filter(Boolean)
      .join(', '),
    price: r.price ?? null,
    closeOfEscrowDate: r.closeOfEscrowDate ?? null,
    ownerId: r.ownerId ?? 0,
    ownerName: r.ownerName ?? '',
    createdAt: (r.createdAt ?? new Date(0)).toISOString(),
    updatedAt: (r.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** Runs a filtered, sorted, paged list query: `{ total, list }`. */
export async function pagedRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  pageNum: number,
  pageSize: number,
  knownTotal?: number,
) {
  return countAndPage(
    { pageNum, pageSize },
    knownTotal ?? (() => countWhere(db, cases, where)),
    async (limit, offset) =>
      withOwnerNames(
        db,
        await db
          .select(rowColumns)
          .from(cases)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
  );
}

type Selected = Omit<RowRecord, 'ownerName'> & { ownerId: number };

async function withOwnerNames(db: Db, rows: Selected[]) {
  // Owner names for the page only: joining before the sort would look up every matching case's
  // owner (hundreds for an agent) to keep twenty.
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const owners =
    ownerIds.length > 0
      ? await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : [];
  const names = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map((r) => toRow({ ...r, ownerName: names.get(r.ownerId) ?? '' }));
}

const SORT_COLUMNS = {
  updatedAt: cases.updatedAt,
  createdAt: cases.createdAt,
  caseNo: cases.id,
  price: cases.price,
  closeDate: cases.closeOfEscrowDate,
} as const;

const DATE_COLUMNS = {
  createdAt: cases.createdAt,
  updatedAt: cases.updatedAt,
  closeDate: cases.closeOfEscrowDate,
} as const;

export const search: Handler<Calls['search']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  // An agent may narrow to themself (the "my cases" switch) but not peek at a colleague.
  if (input.ownerId !== undefined && !role.seeAll && input.ownerId !== role.userId) {
    throw forbidden('You may only list your own cases by owner');
  }
  const statuses =
    input.status === undefined ? [] : Array.isArray(input.status) ? input.status : [input.status];
  const dateCol = DATE_COLUMNS[input.dateField];
  // "Cases opened on 03/01" means that day in California, not in UTC.
  const bound = (d: string) =>
    input.dateField === 'closeDate' ? sql`${d}::date` : businessDayStartSql(d);
  const filters = and(
    statuses.length === 1 ? eq(cases.status, statuses[0] ?? 'draft') : undefined,
    statuses.length > 1 ? inArray(cases.status, statuses) : undefined,
    input.type !== undefined ? eq(cases.type, input.type) : undefined,
    input.purchaseKind !== undefined ? eq(cases.purchaseKind, input.purchaseKind) : undefined,
    input.ownerId !== undefined ? eq(cases.ownerId, input.ownerId) : undefined,
    input.keyword ? keywordWhere(input.keyword) : undefined,
    input.dateFrom ? sql`${dateCol} >= ${bound(input.dateFrom)}` : undefined,
    // Inclusive end day: everything before the start of the next day.
    input.dateTo ? sql`${dateCol} < ${bound(input.dateTo)} + interval '1 day'` : undefined,
  );
  const column = SORT_COLUMNS[input.sortBy];
  const dir = input.sortOrder === 'asc' ? asc : desc;
  // Nulls (no price or close date yet) go last either way; id keeps pages stable.
  const order =
    input.sortBy === 'price' || input.sortBy === 'closeDate'
      ? [sql`${column} ${sql.raw(input.sortOrder)} NULLS LAST`, dir(cases.id)]
      : [dir(column), dir(cases.id)];
  if (!role.seeAll) {
    const { total, where } = await agentPage(ctx.db, {
      userId: role.userId,
      filters,
      order,
      key: column,
      sortOrder: input.sortOrder,
      nullsLast: input.sortBy === 'price' || input.sortBy === 'closeDate',
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      ownOnly: input.ownerId !== undefined,
    });
    if (!where) return { total, list: [] };
    return pagedRows(ctx.db, where, order, 1, input.pageSize, total);
  }
  // Managers' totals over the status/type/owner filters come from the trigger-kept counts: exact,
  // and no 100,000-row count on every page turn. Keyword and date filters count rows.
  let total: number | undefined;
  if (role.seeAll && !input.keyword && !input.dateFrom && !input.dateTo) {
    const [sum] = await ctx.db
      .select({ n: sql<number>`coalesce(sum(${caseCounts.n}), 0)::int` })
      .from(caseCounts)
      .where(
        and(
          statuses.length > 0 ? inArray(caseCounts.status, statuses) : undefined,
          input.type !== undefined ? eq(caseCounts.type, input.type) : undefined,
          input.purchaseKind !== undefined
            ? eq(caseCounts.purchaseKind, input.purchaseKind)
            : undefined,
          input.ownerId !== undefined ? eq(caseCounts.ownerId, input.ownerId) : undefined,
        ),
      );
    total = sum?.n ?? 0;
  }
  return pagedRows(ctx.db, filters, order, input.pageNum, input.pageSize, total);
};

/**
 * A keyword shaped like a case number (`BQ-2026-00`) matches case numbers by prefix through an
 * index; anything else is a substring of the case number, address or client names.
 */
function keywordWhere(keyword: string): SQL {
  if (/^bq-[\d-]*$/i.test(keyword)) {
    return sql`${cases.caseNo} LIKE ${`${keyword.toUpperCase()}%`}`;
  }
  return sql`${cases.searchText} LIKE ${likePattern(keyword)}`;
}

export const getCaseId: Handler<Calls['getCaseId']> = async ({ caseNo }, ctx) => {
  const [row] = await ctx.db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.caseNo, caseNo), visibleWhere(caseRole(ctx.user))));
  if (!row) throw notFound('Case');
  return { id: row.id };
};

export const historyAddresses: Handler<Calls['historyAddresses']> = async (input, ctx) => {
  const where = and(
    visibleWhere(caseRole(ctx.user)),
    sql`${cases.addressKey} <> ''`,
    input.keyword ? sql`${cases.searchText} LIKE ${likePattern(input.keyword)}` : undefined,
  );
  const [totalRow] = await ctx.db
    .select({ n: sql<number>`count(DISTINCT ${cases.addressKey})::int` })
    .from(cases)
    .where(where);
  const total = totalRow?.n ?? 0;
  // The newest case per address spells the address and links the detail page.
  const latest = ctx.db
    .selectDistinctOn([cases.addressKey], {
      addressKey: cases.addressKey,
      id: cases.id,
      street: cases.street,
      unit: cases.unit,
      city: cases.city,
      state: cases.state,
      zip: cases.zip,
      updatedAt: cases.updatedAt,
      caseCount: sql<number>`(count(*) OVER (PARTITION BY ${cases.addressKey}))::int`.as(
        'case_count',
      ),
    })
    .from(cases)
    .where(where)
    .orderBy(cases.addressKey, desc(cases.updatedAt), desc(cases.id))
    .as('latest');
  const rows = await ctx.db
    .select()
    .from(latest)
    .orderBy(desc(latest.updatedAt), asc(latest.addressKey))
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  return {
    total,
    list: rows.map((r) => ({
      addressKey: r.addressKey,
      addressLine: addressLineOf(r),
      caseCount: r.caseCount,
      latestCaseId: r.id,
      lastUpdatedAt: r.updatedAt.toISOString(),
    })),
  };
};

export const historyByAddress: Handler<Calls['historyByAddress']> = async (input, ctx) => {
  const where = and(visibleWhere(caseRole(ctx.user)), eq(cases.addressKey, input.addressKey));
  return pagedRows(
    ctx.db,
    where,
    [desc(cases.updatedAt), desc(cases.id)],
    input.pageNum,
    input.pageSize,
  );
};
