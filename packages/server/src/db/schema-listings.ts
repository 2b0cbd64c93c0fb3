/** Drizzle description of migration 0100: listings (docs/decisions/listings.md, "Listings"). */
import type {
  ListingContact,
  PropertyType,
  StandardStatus,
  TemplateAccent,
  TemplateLayout,
} from '@bq/contract/meta';
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumn as ts } from './columns.js';

export const listingTemplates = pgTable('listing_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  layout: text('layout').notNull().$type<TemplateLayout>(),
  accent: text('accent').notNull().$type<TemplateAccent>(),
  headlineEn: text('headline_en').notNull().default(''),
  headlineZh: text('headline_zh').notNull().default(''),
  showFeatures: boolean('show_features').notNull().default(true),
  showRemarks: boolean('show_remarks').notNull().default(true),
  flyerPhotos: smallint('flyer_photos').notNull(),
  ownerId: integer('owner_id').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const listings = pgTable('listings', {
  id: serial('id').primaryKey(),
  listAgentId: integer('list_agent_id').notNull(),
  propertyType: text('property_type').notNull().$type<PropertyType>(),
  standardStatus: text('standard_status').notNull().$type<StandardStatus>(),
  unparsedAddress: text('unparsed_address').notNull(),
  unitNumber: text('unit_number').notNull().default(''),
  city: text('city').notNull(),
  stateOrProvince: text('state_or_province').notNull(),
  postalCode: text('postal_code').notNull(),
  listPrice: moneyColumn('list_price').notNull(),
  bedroomsTotal: smallint('bedrooms_total').notNull(),
  bathroomsTotalInteger: smallint('bathrooms_total_integer').notNull(),
  /** Migration 0140. */
  bathroomsHalf: smallint('bathrooms_half').notNull().default(0),
  livingArea: integer('living_area'),
  lotSizeArea: integer('lot_size_area'),
  yearBuilt: smallint('year_built'),
  publicRemarksEn: text('public_remarks_en').notNull().default(''),
  publicRemarksZh: text('public_remarks_zh').notNull().default(''),
  features: jsonb('features').notNull().$type<string[]>().default([]),
  photos: jsonb('photos').notNull().$type<string[]>().default([]),
  templateId: integer('template_id'),
  /** Migration 0142. */
  contactShown: text('contact_shown').notNull().$type<ListingContact>().default('phone'),
  shareToken: text('share_token'),
  shareEnabled: boolean('share_enabled').notNull().default(false),
  shareViews: integer('share_views').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull(),
  modifiedAt: ts('modified_at').notNull(),
});

/** Append-only (a trigger); a listing's status is its last row's `to_status` (a deferred trigger). */
export const listingStatusHistory = pgTable('listing_status_history', {
  id: serial('id').primaryKey(),
  listingId: integer('listing_id').notNull(),
  fromStatus: text('from_status').$type<StandardStatus>(),
  toStatus: text('to_status').notNull().$type<StandardStatus>(),
  changedBy: integer('changed_by').notNull(),
  changedAt: ts('changed_at').notNull(),
});

/** A photo the listing editor uploaded (served at /api/listing-photo/). */
export const listingPhotos = pgTable('listing_photos', {
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One row per visitor hash, listing and business day: the share page's counted views. */
export const listingShareViews = pgTable(
  'listing_share_views',
  {
    listingId: integer('listing_id').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitor, t.day] })],
);
