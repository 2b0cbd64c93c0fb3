import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import {
  type ProductStatus,
  productOptions,
  productPhotos,
  products,
  productTypes,
} from '../../db/schema-commerce.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act, SignedAct } from '../shared/act.js';

/**
 * The catalogue's writes (docs/commerce.md "Tables"): product types and products with their
 * options. A product saves at the version its editor loaded, so two editors never overwrite each
 * other; an option once sold is never deleted (order lines name it), only made inactive.
 */

export interface TypeInput {
  nameEn: string;
  nameZh: string;
  sort: number;
  active: boolean;
}

const TYPE_TAKEN = 'A product type with this English name already exists';

/** The unique name index's refusal (a concurrent duplicate) in the same words as the checked case. */
export const typeNameTaken = (error: unknown) => {
  for (let e = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') throw fieldRefused('nameEn', TYPE_TAKEN);
  }
  throw error;
};

async function refuseTakenName(tx: Tx, nameEn: string, except: number | null) {
  const [other] = await tx
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(
      and(
        sql`lower(${productTypes.nameEn}) = lower(${nameEn})`,
        except === null ? undefined : sql`${productTypes.id} <> ${except}`,
      ),
    );
  if (other) throw fieldRefused('nameEn', TYPE_TAKEN);
}

export async function addProductType(tx: Tx, act: Act, input: TypeInput): Promise<number> {
  await refuseTakenName(tx, input.nameEn, null);
  const [row] = await tx
    .insert(productTypes)
    .values({ ...input, createdAt: act.now })
    .returning({ id: productTypes.id });
  if (!row) throw new Error('product type insert returned nothing');
  return row.id;
}

export async function editProductType(tx: Tx, _act: Act, id: number, input: TypeInput) {
  await refuseTakenName(tx, input.nameEn, id);
  const [row] = await tx
    .update(productTypes)
    .set(input)
    .where(eq(productTypes.id, id))
    .returning({ id: productTypes.id });
  if (!row) throw notFound('Product type');
}

export async function removeProductType(tx: Tx, _act: Act, id: number) {
  const [used] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.typeId, id))
    .limit(1);
  if (used) throw conflict('Products use this type: make it inactive instead');
  const [row] = await tx
    .delete(productTypes)
    .where(eq(productTypes.id, id))
    .returning({ id: productTypes.id });
  if (!row) throw notFound('Product type');
}

export interface ProductInput {
  typeId: number;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  photos: string[];
  price: string;
  stock: number | null;
  options: { id?: number | undefined; label: string; price: string }[];
}

/** Where product photos are served; a product names only addresses `uploadPhoto` answered. */
export const PHOTO_PATH = '/api/product-photo/';
const PHOTO_URL = /^\/api\/product-photo\/[0-9a-f-]{36}$/;

function refuseForeignPhotos(photos: readonly string[]) {
  photos.forEach((url, i) => {
    if (!PHOTO_URL.test(url)) {
      throw fieldRefused(`photos.${i}`, 'must be an address a photo upload answered');
    }
  });
}

async function refuseUnknownType(tx: Tx, typeId: number) {
  const [t] = await tx
    .select({ active: productTypes.active })
    .from(productTypes)
    .where(eq(productTypes.id, typeId));
  if (!t) throw fieldRefused('typeId', 'must be a product type');
}

function refuseDuplicateLabels(options: ProductInput['options']) {
  const seen = new Set<string>();
  for (const o of options) {
    const key = o.label.toLowerCase();
    if (seen.has(key)) throw fieldRefused('options', `"${o.label}" is named twice`);
    seen.add(key);
  }
}

/** The options as the editor sent them: new ones added, named ones updated, the rest inactive. */
async function writeOptions(tx: Tx, productId: number, options: ProductInput['options']) {
  refuseDuplicateLabels(options);
  const kept = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  if (kept.length > 0) {
    const mine = await tx
      .select({ id: productOptions.id })
      .from(productOptions)
      .where(and(eq(productOptions.productId, productId), inArray(productOptions.id, kept)));
    if (mine.length !== new Set(kept).size)
      throw fieldRefused('options', 'names an unknown option');
  }
  // Inactive first, and renamed through a placeholder, so a label moving between options never
  // trips the unique (product, label) index halfway.
  await tx
    .update(productOptions)
    .set({ active: false, label: sql`'~' || ${productOptions.id}` })
    .where(
      and(
        eq(productOptions.productId, productId),
        kept.length > 0 ? notInArray(productOptions.id, kept) : undefined,
      ),
    );
  for (const o of options) {
    if (o.id !== undefined) {
      await tx
        .update(productOptions)
        .set({ label: o.label, price: o.price, active: true })
        .where(eq(productOptions.id, o.id));
    } else {
      await tx.insert(productOptions).values({ productId, label: o.label, price: o.price });
    }
  }
}

export async function addProduct(
  tx: Tx,
  act: Act,
  input: ProductInput,
): Promise<{ id: number; version: number }> {
  refuseForeignPhotos(input.photos);
  await refuseUnknownType(tx, input.typeId);
  const { options, ...fields } = input;
  const [row] = await tx
    .insert(products)
    .values({
      ...fields,
      createdBy: act.actor ?? 0,
      createdAt: act.now,
      updatedAt: act.now,
    })
    .returning({ id: products.id, version: products.version });
  if (!row) throw new Error('product insert returned nothing');
  await writeOptions(tx, row.id, options);
  return row;
}

export const STALE = 'Someone saved this product after you opened it: reload it and edit again';

export async function editProduct(
  tx: Tx,
  act: Act,
  id: number,
  version: number,
  input: ProductInput,
): Promise<number> {
  refuseForeignPhotos(input.photos);
  await refuseUnknownType(tx, input.typeId);
  const { options, ...fields } = input;
  const [row] = await tx
    .update(products)
    .set({ ...fields, version: sql`${products.version} + 1`, updatedAt: act.now })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning({ version: products.version });
  if (!row) {
    const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
    throw exists ? conflict(STALE) : notFound('Product');
  }
  await writeOptions(tx, id, options);
  return row.version;
}

export async function changeProductStatus(
  tx: Tx,
  act: Act,
  id: number,
  status: ProductStatus,
): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ status, version: sql`${products.version} + 1`, updatedAt: act.now })
    .where(eq(products.id, id))
    .returning({ version: products.version });
  if (!row) throw notFound('Product');
  return row.version;
}

/** A product photo marketing uploaded: served from then on, named by products that show it. */
export async function recordProductPhoto(
  db: Db | Tx,
  act: SignedAct,
  image: { key: string; mime: string; size: number },
) {
  await db.insert(productPhotos).values({ ...image, uploadedBy: act.actor });
}
