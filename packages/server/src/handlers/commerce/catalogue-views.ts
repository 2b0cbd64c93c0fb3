import type { ProductCard } from '@bq/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage } from '../../db/query-helpers.js';
import { productOptions, products, productTypes } from '../../db/schema-commerce.js';

/** Product cards for ids, in the order given. */
export async function productCards(db: Db | Tx, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ p: products, typeNameEn: productTypes.nameEn, typeNameZh: productTypes.nameZh })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.typeId))
    .where(inArray(products.id, ids));
  const options = await db
    .select()
    .from(productOptions)
    .where(and(inArray(productOptions.productId, ids), eq(productOptions.active, true)))
    .orderBy(asc(productOptions.id));
  const byId = new Map(
    rows.map(({ p, typeNameEn, typeNameZh }) => [
      p.id,
      {
        id: p.id,
        typeId: p.typeId,
        typeNameEn,
        typeNameZh,
        nameEn: p.nameEn,
        nameZh: p.nameZh,
        descriptionEn: p.descriptionEn,
        descriptionZh: p.descriptionZh,
        photos: p.photos,
        price: p.price,
        stock: p.stock,
        status: p.status,
        version: p.version,
        options: options
          .filter((o) => o.productId === p.id)
          .map((o) => ({ id: o.id, label: o.label, price: o.price, active: o.active })),
        updatedAt: p.updatedAt.toISOString(),
      },
    ]),
  );
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

export interface ProductFilter {
  keyword: string;
  typeId?: number | undefined;
  /** Undefined: any status (marketing's list). */
  status?: 'draft' | 'published' | 'retired' | undefined;
  pageNum: number;
  pageSize: number;
}

export async function productPage(db: Db, f: ProductFilter) {
  const p = f.keyword ? containsPattern(f.keyword, { lower: true }) : null;
  const where: SQL | undefined = and(
    f.status ? eq(products.status, f.status) : undefined,
    f.typeId ? eq(products.typeId, f.typeId) : undefined,
    p
      ? sql`(lower(${products.nameEn}) like ${p} or lower(${products.nameZh}) like ${p})`
      : undefined,
  );
  const page = await countAndPage(
    f,
    async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(where);
      return row?.n ?? 0;
    },
    async (limit, offset) =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(desc(products.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => r.id),
  );
  return { total: page.total, list: await productCards(db, page.list) };
}
