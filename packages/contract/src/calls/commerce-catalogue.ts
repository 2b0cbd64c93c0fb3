import { z } from 'zod';
import { productMeta, productTypeMeta } from '../meta/commerce.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { bool, id, int, line, list, nothing, paged, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.commerce;

export const PRODUCT_STATUSES = ['draft', 'published', 'retired'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const productTypeRow = z.object({
  id: z.int(),
  nameEn: z.string(),
  nameZh: z.string(),
  sort: z.int(),
  active: z.boolean(),
  /** Products of this type (a type in use cannot be removed, only made inactive). */
  products: z.int(),
});
export type ProductTypeRow = z.infer<typeof productTypeRow>;

const productTypeFields = {
  nameEn: line(L.typeName),
  nameZh: line(L.typeNameZh).optional().default(''),
  sort: int({ min: 0, max: L.sort }).optional().default(0),
  active: bool().optional().default(true),
};

export const productType = {
  list: defineCallOf(
    productTypeMeta.list,
    z.object({}).strip(),
    z.object({ list: z.array(productTypeRow) }),
  ),
  add: defineCallOf(productTypeMeta.add, z.object(productTypeFields), z.object({ id: z.int() })),
  edit: defineCallOf(productTypeMeta.edit, z.object({ id: id(), ...productTypeFields }), nothing()),
  remove: defineCallOf(productTypeMeta.remove, z.object({ id: id() }), nothing()),
};

/** A choice of a product (a size, a quantity tier) with its own price, a decimal string. */
export const productOption = z.object({
  id: z.int(),
  label: z.string(),
  price: z.string(),
  active: z.boolean(),
});

/** A product as the catalogue, the cart and the editor show it. Prices are decimal strings. */
export const productCard = z.object({
  id: z.int(),
  typeId: z.int(),
  typeNameEn: z.string(),
  typeNameZh: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  photos: z.array(z.string()),
  price: z.string(),
  /** null: made to order. */
  stock: z.int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  version: z.int(),
  options: z.array(productOption),
  updatedAt: z.string(),
});
export type ProductCard = z.infer<typeof productCard>;

/** Element schemas of the editor's photos and options, exported so the limits test can walk them. */
export const productPhoto = () => text(L.photo);

export const optionInput = z.object({
  /** Absent: a new option. An existing option left out of the list is made inactive. */
  id: id().optional(),
  label: line(L.optionLabel),
  price: amount({ max: L.price }),
});

const productFields = {
  typeId: id(),
  nameEn: line(L.name).optional().default(''),
  nameZh: line(L.name).optional().default(''),
  descriptionEn: text(L.description).optional().default(''),
  descriptionZh: text(L.description).optional().default(''),
  photos: list(productPhoto(), L.photos, 'photos').optional().default([]),
  price: amount({ max: L.price }),
  /** null or absent: made to order. */
  stock: int({ min: 0, max: L.maxStock }).nullable().optional().default(null),
  options: list(optionInput, L.options, 'options').optional().default([]),
};

const needsName = (v: { nameEn: string; nameZh: string }, ctx: z.RefinementCtx) => {
  if (!v.nameEn && !v.nameZh)
    ctx.addIssue({
      code: 'custom',
      path: ['nameEn'],
      message: 'needs a name in Chinese or English',
    });
};

export const productSaveRequest = z.object(productFields).superRefine(needsName);
export const productEditRequest = z
  .object({ id: id(), version: int({ min: 0, max: 2_147_483_647 }), ...productFields })
  .superRefine(needsName);

export const product = {
  list: defineCallOf(
    productMeta.list,
    listRequest(LISTS.product.list, {
      keyword: text(L.keyword).optional().default(''),
      typeId: id().optional(),
      /** Marketing only; everyone else sees published products whatever they ask. */
      status: z.enum(PRODUCT_STATUSES).optional(),
    }),
    paged(productCard),
  ),
  detail: defineCallOf(productMeta.detail, z.object({ id: id() }), productCard),
  add: defineCallOf(
    productMeta.add,
    productSaveRequest,
    z.object({ id: z.int(), version: z.int() }),
  ),
  edit: defineCallOf(productMeta.edit, productEditRequest, z.object({ version: z.int() })),
  changeStatus: defineCallOf(
    productMeta.changeStatus,
    z.object({ id: id(), status: z.enum(PRODUCT_STATUSES) }),
    z.object({ version: z.int() }),
  ),
  /** A PNG or JPEG for a product; the answered address is what `photos` may name. */
  uploadPhoto: defineCallOf(
    productMeta.uploadPhoto,
    z.object({
      fileName: text(FIELD_LIMITS.people.fileName, 1),
      mime: text(FIELD_LIMITS.people.mime, 1),
    }),
    z.object({ url: z.string() }),
  ),
};
