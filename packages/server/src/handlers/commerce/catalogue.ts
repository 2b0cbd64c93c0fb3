import { MODULE_IDS } from '@bq/contract';
import { asc, sql } from 'drizzle-orm';
import type { FamilyHandlers, SessionUser } from '../../context.js';
import { productTypes } from '../../db/schema-commerce.js';
import {
  addProduct,
  addProductType,
  changeProductStatus,
  editProduct,
  editProductType,
  PHOTO_PATH,
  recordProductPhoto,
  removeProductType,
  typeNameTaken,
} from '../../domain/commerce/catalogue.js';
import { notFound } from '../../envelope.js';
import { saveImage } from '../../files/checked-upload.js';
import { productCards, productPage } from './catalogue-views.js';

/** Marketing manages the catalogue and sees every status; everyone else published products. */
const manages = (user: SessionUser) => user.modules.has(MODULE_IDS['marketing/commodity-manage']);

export const productType: FamilyHandlers<'productType'> = {
  async list(_input, ctx) {
    const rows = await ctx.db
      .select({
        t: productTypes,
        products:
          sql<number>`(select count(*) from products p where p.type_id = "product_types"."id")`.mapWith(
            Number,
          ),
      })
      .from(productTypes)
      .orderBy(asc(productTypes.sort), asc(productTypes.id));
    return {
      list: rows.map(({ t, products: n }) => ({
        id: t.id,
        nameEn: t.nameEn,
        nameZh: t.nameZh,
        sort: t.sort,
        active: t.active,
        products: n,
      })),
    };
  },
  async add(input, ctx) {
    const id = await ctx.db
      .transaction((tx) => addProductType(tx, ctx.act(), input))
      .catch(typeNameTaken);
    return { id };
  },
  async edit({ id, ...input }, ctx) {
    await ctx.db
      .transaction((tx) => editProductType(tx, ctx.act(), id, input))
      .catch(typeNameTaken);
    return null;
  },
  async remove({ id }, ctx) {
    await ctx.db.transaction((tx) => removeProductType(tx, ctx.act(), id));
    return null;
  },
};

export const product: FamilyHandlers<'product'> = {
  async list(input, ctx) {
    return productPage(ctx.db, {
      ...input,
      status: manages(ctx.user) ? input.status : 'published',
    });
  },
  async detail({ id }, ctx) {
    const [card] = await productCards(ctx.db, [id]);
    // Outside marketing a draft or retired product answers like a missing one.
    if (!card || (card.status !== 'published' && !manages(ctx.user))) throw notFound('Product');
    return card;
  },
  async add(input, ctx) {
    return ctx.db.transaction((tx) => addProduct(tx, ctx.act(), input));
  },
  async edit({ id, version, ...input }, ctx) {
    const next = await ctx.db.transaction((tx) => editProduct(tx, ctx.act(), id, version, input));
    return { version: next };
  },
  async changeStatus({ id, status }, ctx) {
    const version = await ctx.db.transaction((tx) =>
      changeProductStatus(tx, ctx.act(), id, status),
    );
    return { version };
  },

  async uploadPhoto(input, ctx) {
    const key = await saveImage(ctx.files, ctx.file, input, 'A product photo', (image) =>
      recordProductPhoto(ctx.db, ctx.act(), image),
    );
    return { url: `${PHOTO_PATH}${key}` };
  },
};
