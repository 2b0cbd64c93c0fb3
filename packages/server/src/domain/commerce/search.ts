import { MODULE_IDS, ORDER_STAFF } from '@bq/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { orders, products } from '../../db/schema-commerce.js';
import { type AreaSearch, hit } from '../shared/search.js';
import { staffScope } from './order-scope.js';

/**
 * Orders by reference (`BQ-yymmdd-NNNN`) or buyer. Staff who read orders find those their order
 * list shows them (staffScope); everyone else their own placed orders, as on My orders. A reference
 * typed in full jumps to its order.
 */
export const searchOrders: AreaSearch = async (db, who, ask) => {
  const staff = ORDER_STAFF.some((m) => who.modules.has(m));
  const reference = ask.q.toUpperCase();
  const scope = staff ? (staffScope(who) ?? undefined) : eq(orders.buyerId, who.userId);
  const match = ask.recent
    ? undefined
    : staff
      ? sql`(lower(coalesce(${orders.reference}, '')) LIKE ${ask.like} OR lower(${users.name}) LIKE ${ask.like}
          OR lower(${users.email}) LIKE ${ask.like})`
      : sql`lower(coalesce(${orders.reference}, '')) LIKE ${ask.like}`;
  const exact = ask.recent ? sql<boolean>`false` : sql<boolean>`${orders.reference} = ${reference}`;
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      state: orders.state,
      total: orders.total,
      buyer: users.name,
      exact,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(and(ne(orders.state, 'cart'), scope, match))
    // A constant (`false`) may not stand in ORDER BY: the exact jump sorts only a real query.
    .orderBy(...(ask.recent ? [] : [desc(exact)]), desc(orders.updatedAt), desc(orders.id))
    .limit(ask.limit);
  return rows.map((r) =>
    hit({
      kind: 'order',
      id: r.id,
      title: r.reference ?? `#${r.id}`,
      details: [staff ? r.buyer : '', r.state, r.total].filter(Boolean),
      path: staff
        ? `/marketing/marketing-order-manage/detail?id=${r.id}`
        : `/agent-center/my-Commodity-order/detail?id=${r.id}`,
      exact: Boolean(r.exact),
    }),
  );
};

/**
 * Products by name (either language). Marketing sees every status, as its product list does;
 * everyone else the published ones, in the cart's catalogue.
 */
export const searchProducts: AreaSearch = async (db, who, ask) => {
  const manages = who.modules.has(MODULE_IDS['marketing/commodity-manage']);
  const match = ask.recent
    ? undefined
    : // The expression of its trigram index (migration 0200).
      sql`(lower(${products.nameEn}) || ' ' || lower(${products.nameZh})) LIKE ${ask.like}`;
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameZh: products.nameZh,
      status: products.status,
      price: products.price,
    })
    .from(products)
    .where(and(manages ? undefined : eq(products.status, 'published'), match))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(ask.limit);
  return rows.map((r) =>
    hit({
      kind: 'product',
      id: r.id,
      title: r.nameEn || r.nameZh,
      details: [r.nameEn && r.nameZh ? r.nameZh : '', r.price, manages ? r.status : ''].filter(
        Boolean,
      ),
      path: manages ? `/marketing/commodity-manage/detail/${r.id}` : '/buy-car/index',
    }),
  );
};
