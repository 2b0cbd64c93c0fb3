import { meta } from '@bq/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { cases } from '../../db/schema.js';
import { type AreaSearch, hit, passes } from '../shared/search.js';
import { addressLineOf } from './address.js';
import { caseRole, visibleWhere } from './visibility.js';

/** A case's page by its type (the same keys as the portal's case kinds). */
const KIND_ROUTE: Record<number, string> = { 3: 'listing', 4: 'mortgage', 5: 'pm', 6: 'referral' };
export const casePath = (type: number, purchaseKind: string | null, id: number) => {
  const kind =
    type === 1
      ? `purchase-${purchaseKind === 'new' ? 'new' : 'not'}`
      : (KIND_ROUTE[type] ?? 'listing');
  return `/transaction/${kind}-process?id=${id}`;
};

const CASE_NO = /^bq-[\d-]*$/i;

/** What tells one case from another in a list or a search hit: number, kind, state, address, clients. */
export const caseIdentityColumns = {
  id: cases.id,
  caseNo: cases.caseNo,
  type: cases.type,
  purchaseKind: cases.purchaseKind,
  status: cases.status,
  street: cases.street,
  unit: cases.unit,
  city: cases.city,
  state: cases.state,
  zip: cases.zip,
  clients: cases.clients,
};

/**
 * Cases by case number, address (as typed and normalised) or client name: the same trigram-indexed
 * `search_text` and the same visibility rule as the case list, so an agent finds their own cases
 * and those they share, never a colleague's (nor a colleague's draft).
 */
export const searchCases: AreaSearch = async (db, who, ask) => {
  if (!passes(who, meta.tranCase.search.permission)) return [];
  const visible = visibleWhere(caseRole(who));
  const exactNo = ask.q.toUpperCase();
  let match: SQL | undefined;
  if (!ask.recent) {
    match = CASE_NO.test(ask.q)
      ? sql`${cases.caseNo} LIKE ${`${exactNo}%`}`
      : sql`${cases.searchText} LIKE ${ask.like}`;
  }
  const rows = await db
    .select({
      ...caseIdentityColumns,
      exact: ask.recent ? sql<boolean>`false` : sql<boolean>`${cases.caseNo} = ${exactNo}`,
    })
    .from(cases)
    .where(and(visible, match))
    // The exact case number first, then the most recently changed.
    .orderBy(
      ...(ask.recent ? [] : [desc(eq(cases.caseNo, exactNo))]),
      desc(cases.updatedAt),
      desc(cases.id),
    )
    .limit(ask.limit);
  return rows.map((r) =>
    hit({
      kind: 'case',
      id: r.id,
      title: r.caseNo,
      details: [
        addressLineOf(r),
        r.status,
        r.clients
          .map((c) => c.name)
          .filter(Boolean)
          .join(', '),
      ].filter(Boolean),
      path: casePath(r.type, r.purchaseKind, r.id),
      exact: Boolean(r.exact),
    }),
  );
};
