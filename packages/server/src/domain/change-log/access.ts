import { type ChangeKind, MODULE_IDS, meta, ORDER_STAFF } from '@bq/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { orders } from '../../db/schema-commerce.js';
import { forbidden, notFound } from '../../envelope.js';
import { loadVisible } from '../applications/visibility.js';
import { loadVisibleCase } from '../cases/access.js';
import { caseRole } from '../cases/visibility.js';
import { staffScope } from '../commerce/order-scope.js';
import { groupInReach } from '../groups/groups.js';
import { editableCourse } from '../institute/course-editor.js';
import { listingRole, visibleListing } from '../listings/access.js';
import { agentFor } from '../people/access.js';
import type { Caller } from '../shared/act.js';
import { passes } from '../shared/search.js';

/** Holds the change log's own page: an administrator, who may read any record's history. */
export const readsWholeLog = (who: Caller) => who.modules.has(MODULE_IDS['system/change-log']);

const numericId = (id: string | undefined, what: string): number => {
  const n = Number(id);
  if (!id || !/^\d{1,9}$/.test(id) || n < 1) throw notFound(what);
  return n;
};

/**
 * Throws unless `who` may open the record, by the rule of the page that shows it (each area's own
 * read rule, reused, never restated): a person's record, its agent or the people managers; a
 * course, the college or a lecturer teaching it; a case, whoever sees it; an order, its buyer or
 * the staff whose order list holds it; a product, its managers; a listing, its agent or the office
 * managers; a group, whoever reaches it; an application, whoever reads it (its applicant, its
 * approval chain); the settings, whoever edits them. Every other kind (a user account) is read by
 * administrators only: deny by default.
 */
export async function assertMayOpen(
  db: Db,
  who: Caller,
  kind: ChangeKind,
  id: string | undefined,
  now: Date,
): Promise<void> {
  if (kind === 'setting') {
    if (passes(who, meta.serverConfig.getSettings.permission) || readsWholeLog(who)) return;
    throw forbidden('You may not read the settings');
  }
  if (readsWholeLog(who)) {
    numericId(id, 'Record');
    return;
  }
  switch (kind) {
    case 'person':
      await agentFor(db, who, numericId(id, 'Agent'));
      return;
    case 'course':
      await editableCourse(db, who, numericId(id, 'Course'));
      return;
    case 'case':
      if (!passes(who, meta.tranCase.search.permission)) throw notFound('Case');
      await loadVisibleCase(db, caseRole(who), numericId(id, 'Case'));
      return;
    case 'order': {
      const staff = ORDER_STAFF.some((m) => who.modules.has(m));
      const scope = staff ? (staffScope(who) ?? undefined) : eq(orders.buyerId, who.userId);
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, numericId(id, 'Order')), ne(orders.state, 'cart'), scope));
      if (!row) throw notFound('Order');
      return;
    }
    case 'product':
      if (who.modules.has(MODULE_IDS['marketing/commodity-manage'])) return;
      throw forbidden('You may not read this product’s history');
    case 'listing':
      if (!passes(who, meta.listing.detail.permission)) throw notFound('Listing');
      await visibleListing(db, listingRole(who), numericId(id, 'Listing'));
      return;
    case 'group': {
      if (!passes(who, meta.group.get.permission)) throw notFound('Group');
      const reach = { userId: who.userId, seesAll: who.modules.has(MODULE_IDS['group/all']) };
      await groupInReach(db, reach, numericId(id, 'Group'));
      return;
    }
    case 'application':
      await loadVisible(db, who, numericId(id, 'Application'), now);
      return;
    default:
      throw forbidden('Only administrators read this history');
  }
}
