import { MONEY_UNITS } from '@bq/validators';
import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import {
  FLYER_PHOTO_COUNTS,
  LISTING_CONTACTS,
  listingMeta,
  listingShareMeta,
  listingTemplateMeta,
  PROPERTY_TYPES,
  STANDARD_STATUSES,
  TEMPLATE_ACCENTS,
  TEMPLATE_LAYOUTS,
} from '../meta/listings.js';
import { LISTS } from '../meta/lists.js';
import { amount } from './amount.js';
import { defineCallOf } from './define.js';
import { bool, id, int, line, list, nothing, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.listings;

/** An amount with its unit (the money module's `moneyToDecimal` string), never a float. */
export const moneyAnswer = z.object({
  amount: z.string(),
  unit: z.enum(Object.keys(MONEY_UNITS) as [keyof typeof MONEY_UNITS]),
});

/** Element schemas of the editor's lists, exported so the limits test can walk them. */
export const listingPhoto = () => text(L.photo, 1);
export const listingFeature = () => line(L.feature, 1);

const area = () => int({ min: 0, max: L.area }).nullable().optional().default(null);

/** What the editor sends; RESO names (docs/decisions/listings.md, "Listings"). */
const listingFields = {
  PropertyType: z.enum(PROPERTY_TYPES, { error: 'must be a RESO property type' }),
  /** The street line ("1200 Oak Street"): RESO `UnparsedAddress` without city, state and ZIP. */
  UnparsedAddress: line(L.street, 1),
  UnitNumber: line(L.unit).optional().default(''),
  City: line(L.city, 1),
  StateOrProvince: z
    .string({ error: 'must be a two-letter state' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter state'),
  PostalCode: z
    .string({ error: 'must be a ZIP code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'must be a ZIP code (12345 or 12345-6789)'),
  /** US dollars, as typed; read by the money module. */
  ListPrice: amount({ max: L.price }),
  BedroomsTotal: int({ min: 0, max: L.rooms }),
  /** Whole bathrooms (a tub or shower); this office's editor has always kept them here. */
  BathroomsTotalInteger: int({ min: 0, max: L.rooms }),
  /** Half baths (RESO `BathroomsHalf`): a toilet and a sink; each reads as a half ("2.5 baths"). */
  BathroomsHalf: int({ min: 0, max: L.rooms }).optional().default(0),
  /** Square feet. */
  LivingArea: area(),
  /** Square feet (RESO `LotSizeUnits` SquareFeet). */
  LotSizeArea: area(),
  /** Not after next year (the server checks against the business year). */
  YearBuilt: int({ min: L.firstYear, max: 2200 }).nullable().optional().default(null),
  PublicRemarksEn: plain(L.remarks).optional().default(''),
  PublicRemarksZh: plain(L.remarks).optional().default(''),
  Features: list(listingFeature(), L.features, 'features').optional().default([]),
  /** In the order shown; the first is the cover. Only addresses `uploadPhoto` answered. */
  photos: list(listingPhoto(), L.photos, 'photos').optional().default([]),
  /** The template of the share page and the flyer; null: the office's plain layout. */
  templateId: id().nullable().optional().default(null),
  /** What contact the share page and flyer publish (`LISTING_CONTACTS`); the phone by default. */
  contactShown: z.enum(LISTING_CONTACTS).optional().default('phone'),
};

export const listingSaveRequest = z.object(listingFields);
export const listingEditRequest = z.object({
  id: id(),
  version: int({ min: 0, max: 2_147_483_647 }),
  ...listingFields,
});

/** The facts every view of a listing shows, the public share page included. */
const listingFacts = {
  PropertyType: z.enum(PROPERTY_TYPES),
  StandardStatus: z.enum(STANDARD_STATUSES),
  UnparsedAddress: z.string(),
  UnitNumber: z.string(),
  City: z.string(),
  StateOrProvince: z.string(),
  PostalCode: z.string(),
  ListPrice: moneyAnswer,
  BedroomsTotal: z.int(),
  BathroomsTotalInteger: z.int(),
  BathroomsHalf: z.int(),
  LivingArea: z.int().nullable(),
  LotSizeArea: z.int().nullable(),
  YearBuilt: z.int().nullable(),
  PublicRemarksEn: z.string(),
  PublicRemarksZh: z.string(),
  Features: z.array(z.string()),
  photos: z.array(z.string()),
};

export const listingTemplate = z.object({
  id: z.int(),
  name: z.string(),
  layout: z.enum(TEMPLATE_LAYOUTS),
  accent: z.enum(TEMPLATE_ACCENTS),
  headlineEn: z.string(),
  headlineZh: z.string(),
  showFeatures: z.boolean(),
  showRemarks: z.boolean(),
  flyerPhotos: z.int(),
  /** Whose it is; only they (or an office manager) change it. */
  ownerName: z.string(),
  mayEdit: z.boolean(),
  version: z.int(),
});
export type ListingTemplate = z.infer<typeof listingTemplate>;

/** The layout the share page and flyer use: the template's, or the plain one. */
const shareLayout = listingTemplate.pick({
  layout: true,
  accent: true,
  headlineEn: true,
  headlineZh: true,
  showFeatures: true,
  showRemarks: true,
  flyerPhotos: true,
});

export const listingRow = z.object({
  id: z.int(),
  ...listingFacts,
  ListAgentFullName: z.string(),
  shareEnabled: z.boolean(),
  shareViews: z.int(),
  ModificationTimestamp: z.string(),
});
export type ListingRow = z.infer<typeof listingRow>;

export const listingHistoryEntry = z.object({
  /** null: the listing was created in `to`. */
  from: z.enum(STANDARD_STATUSES).nullable(),
  to: z.enum(STANDARD_STATUSES),
  by: z.string(),
  at: z.string(),
});

export const listingDetail = z.object({
  ...listingRow.shape,
  templateId: z.int().nullable(),
  layout: shareLayout,
  contactShown: z.enum(LISTING_CONTACTS),
  /** What the share page publishes: the contacts `contactShown` names ('' for the others). */
  ListAgentPreferredPhone: z.string(),
  ListAgentEmail: z.string(),
  /** The office the listing is with (`OFFICE_NAME`), as the share page and flyer brand it. */
  ListOfficeName: z.string(),
  /** The random part of the share link, once one was made; null before. */
  shareToken: z.string().nullable(),
  history: z.array(listingHistoryEntry),
  version: z.int(),
  /** What the caller may do, decided by the server (buttons from the answer). */
  mayEdit: z.boolean(),
  moves: z.array(z.enum(STANDARD_STATUSES)),
});
export type ListingDetail = z.infer<typeof listingDetail>;

/**
 * Exactly what the public share page shows: the facts, the layout, the office's name, and the
 * listing agent's name with the contact they chose to publish ('' for one they did not) — no
 * seller, owner, id, history, view count or anything else.
 */
export const sharedListing = z.strictObject({
  ...listingFacts,
  layout: shareLayout,
  ListOfficeName: z.string(),
  ListAgentFullName: z.string(),
  ListAgentPreferredPhone: z.string(),
  ListAgentEmail: z.string(),
});
export type SharedListing = z.infer<typeof sharedListing>;

const base64File = z.object({
  fileName: z.string(),
  mime: z.string(),
  contentBase64: z.string(),
});

export const listing = {
  list: defineCallOf(
    listingMeta.list,
    listRequest(LISTS.listing.list, {
      keyword: text(L.keyword).optional().default(''),
      status: z.enum(STANDARD_STATUSES).optional(),
      /** `office`: every listing of the office, for an office manager; others get their own. */
      scope: z.enum(['mine', 'office']).optional().default('mine'),
    }),
    paged(listingRow),
  ),
  detail: defineCallOf(listingMeta.detail, z.object({ id: id() }), listingDetail),
  add: defineCallOf(
    listingMeta.add,
    listingSaveRequest,
    z.object({ id: z.int(), version: z.int() }),
  ),
  edit: defineCallOf(listingMeta.edit, listingEditRequest, z.object({ version: z.int() })),
  /** One status move of `STATUS_MOVES`, kept in the history with who and when. */
  changeStatus: defineCallOf(
    listingMeta.changeStatus,
    z.object({ id: id(), status: z.enum(STANDARD_STATUSES) }),
    z.object({ version: z.int() }),
  ),
  /** Switches the share link on (made on first use) or off; the same link comes back on. */
  setShare: defineCallOf(
    listingMeta.setShare,
    z.object({ id: id(), enabled: bool() }),
    z.object({ shareEnabled: z.boolean(), shareToken: z.string().nullable() }),
  ),
  /** The printable flyer, a PDF laid out by the listing's template (or `templateId`'s). */
  flyer: defineCallOf(
    listingMeta.flyer,
    z.object({ id: id(), templateId: id().optional() }),
    base64File,
  ),
  /** A PNG or JPEG for a listing; the answered address is what `photos` may name. */
  uploadPhoto: defineCallOf(
    listingMeta.uploadPhoto,
    z.object({
      fileName: text(FIELD_LIMITS.people.fileName, 1),
      mime: text(FIELD_LIMITS.people.mime, 1),
    }),
    z.object({ url: z.string() }),
  ),
};

export const listingShare = {
  /** The share page: a listing by its id and link token, counted once per visitor a day. */
  view: defineCallOf(
    listingShareMeta.view,
    z.object({ id: id(), token: text(L.shareToken, L.shareToken.min) }),
    sharedListing,
  ),
};

const templateFields = {
  name: line(L.templateName, 1),
  layout: z.enum(TEMPLATE_LAYOUTS),
  accent: z.enum(TEMPLATE_ACCENTS),
  headlineEn: line(L.headline).optional().default(''),
  headlineZh: line(L.headline).optional().default(''),
  showFeatures: bool().optional().default(true),
  showRemarks: bool().optional().default(true),
  flyerPhotos: int({ min: 1, max: 5 }).refine(
    (n) => (FLYER_PHOTO_COUNTS as readonly number[]).includes(n),
    `must be ${FLYER_PHOTO_COUNTS.join(', ')}`,
  ),
};

export const listingTemplateCalls = {
  list: defineCallOf(
    listingTemplateMeta.list,
    z.object({}).strip(),
    z.object({ list: z.array(listingTemplate) }),
  ),
  /** Adds a template (no `id`) or changes one (with `id` and the `version` read). */
  save: defineCallOf(
    listingTemplateMeta.save,
    z.object({
      id: id().optional(),
      version: int({ min: 0, max: 2_147_483_647 }).optional(),
      ...templateFields,
    }),
    z.object({ id: z.int(), version: z.int() }),
  ),
  /** Removes a template; listings that used it fall back to the plain layout. */
  remove: defineCallOf(listingTemplateMeta.remove, z.object({ id: id() }), nothing()),
};
