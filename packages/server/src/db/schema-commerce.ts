/** Drizzle description of migration 0080: commerce (docs/commerce.md), written by domain/commerce. */
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export type ProductStatus = 'draft' | 'published' | 'retired';
export type OrderState =
  | 'cart'
  | 'placed'
  | 'paid'
  | 'fulfilled'
  | 'closed'
  | 'cancelled'
  | 'refund_requested'
  | 'refunded';
export type LineFulfilment =
  | 'pending'
  | 'held'
  | 'enrolled'
  | 'shipped'
  | 'picked_up'
  | 'released'
  | 'refunded';

export const productTypes = pgTable('product_types', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionZh: text('description_zh').notNull().default(''),
  photos: jsonb('photos').notNull().$type<string[]>().default([]),
  price: moneyColumn('price').notNull(),
  /** null: made to order. */
  stock: integer('stock'),
  status: text('status').notNull().$type<ProductStatus>().default('draft'),
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const productOptions = pgTable('product_options', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  label: text('label').notNull(),
  price: moneyColumn('price').notNull(),
  active: boolean('active').notNull().default(true),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  buyerId: integer('buyer_id').notNull(),
  state: text('state').notNull().$type<OrderState>().default('cart'),
  reference: text('reference'),
  goods: moneyColumn('goods').notNull().default('0'),
  discount: moneyColumn('discount').notNull().default('0'),
  total: moneyColumn('total').notNull().default('0'),
  paid: moneyColumn('paid').notNull().default('0'),
  refunded: moneyColumn('refunded').notNull().default('0'),
  placedAt: ts('placed_at'),
  payBy: ts('pay_by'),
  paidAt: ts('paid_at'),
  /** How it was paid, set when it is (migration 0170): a refund gives back the same way. */
  paidWith: text('paid_with').$type<'office' | 'tokens'>(),
  closedReason: text('closed_reason'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  kind: text('kind').notNull().$type<'course' | 'product'>(),
  courseId: integer('course_id'),
  productId: integer('product_id'),
  optionId: integer('option_id'),
  title: text('title').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPrice: moneyColumn('unit_price').notNull(),
  discountShare: moneyColumn('discount_share').notNull().default('0'),
  paidNet: moneyColumn('paid_net').notNull().default('0'),
  refunded: moneyColumn('refunded').notNull().default('0'),
  refundedQuantity: integer('refunded_quantity').notNull().default(0),
  /** Kept by a partial refund (migration 0170): never given back by a later one. */
  withheld: moneyColumn('withheld').notNull().default('0'),
  registrationId: integer('registration_id'),
  fulfilment: text('fulfilment').notNull().$type<LineFulfilment>().default('pending'),
});

export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  at: ts('at').notNull(),
  actorId: integer('actor_id'),
  fromState: text('from_state').$type<OrderState>(),
  toState: text('to_state').notNull().$type<OrderState>(),
  note: text('note').notNull().default(''),
});

export const officePayments = pgTable('office_payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  state: text('state').notNull().$type<'awaiting' | 'accepted' | 'rejected'>().default('awaiting'),
  due: moneyColumn('due').notNull(),
  reference: text('reference'),
  received: moneyColumn('received'),
  reason: text('reason').notNull().default(''),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull(),
});

export const refundRequests = pgTable('refund_requests', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  requestedBy: integer('requested_by').notNull(),
  reason: text('reason').notNull(),
  state: text('state')
    .notNull()
    .$type<'requested' | 'approved' | 'refused' | 'refunded'>()
    .default('requested'),
  amount: moneyColumn('amount').notNull().default('0'),
  withheld: moneyColumn('withheld').notNull().default('0'),
  withheldReason: text('withheld_reason').notNull().default(''),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  note: text('note').notNull().default(''),
  createdAt: ts('created_at').notNull(),
});

export const refundLines = pgTable(
  'refund_lines',
  {
    requestId: integer('request_id').notNull(),
    lineId: integer('line_id').notNull(),
    quantity: integer('quantity').notNull(),
    amount: moneyColumn('amount').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.lineId] })],
);

/** Migration 0083: a photo marketing uploaded for a product (served at /api/product-photo/). */
export const productPhotos = pgTable('product_photos', {
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type DiscountKind = 'percent' | 'fixed';
export type DiscountScope = 'order' | 'products' | 'courses';

/** Migration 0175: a discount code (domain/commerce/discounts.ts). */
export const discountCodes = pgTable('discount_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  kind: text('kind').notNull().$type<DiscountKind>(),
  /** A percent in basis points (1000 = 10 %); null for a fixed amount. */
  percentBp: integer('percent_bp'),
  /** A fixed amount off; null for a percent. */
  amount: moneyColumn('amount'),
  scope: text('scope').notNull().$type<DiscountScope>(),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  maxUses: integer('max_uses'),
  maxUsesPerBuyer: integer('max_uses_per_buyer'),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Migration 0175: the code an order was placed with and what it took off. */
/** Codes a buyer tried that are no code (domain/commerce/discount-guesses.ts). */
export const discountCodeMisses = pgTable('discount_code_misses', {
  id: serial('id').primaryKey(),
  buyerId: integer('buyer_id').notNull(),
  at: ts('at').notNull(),
});

export const discountRedemptions = pgTable('discount_redemptions', {
  orderId: integer('order_id').primaryKey(),
  codeId: integer('code_id').notNull(),
  buyerId: integer('buyer_id').notNull(),
  amount: moneyColumn('amount').notNull(),
  at: ts('at').notNull(),
});
