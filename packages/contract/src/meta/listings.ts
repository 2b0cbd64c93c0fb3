import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Listings: the spec's `/housing-manage` pages have no calls of their
 * own, so these are ours, named in the spec's style. Field names and lookups are the RESO Data
 * Dictionary's, so a later MLS feed maps one to one (docs/decisions/listings.md, "Listings").
 */
const hList = MODULE_IDS['housing-manage/h-list'];
const hEdit = MODULE_IDS['housing-manage/h-edit'];
const hDetail = MODULE_IDS['housing-manage/h-detail'];
const hShare = MODULE_IDS['housing-manage/h-share'];
const hMould = MODULE_IDS['housing-manage/h-mould'];

/** RESO `StandardStatus` lookups a brokerage's own listing goes through. */
export const STANDARD_STATUSES = [
  'ComingSoon',
  'Active',
  'ActiveUnderContract',
  'Pending',
  'Hold',
  'Withdrawn',
  'Expired',
  'Closed',
  'Canceled',
] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** Which status may follow which; Closed and Canceled are final. */
export const STATUS_MOVES: Readonly<Record<StandardStatus, readonly StandardStatus[]>> = {
  ComingSoon: ['Active', 'Withdrawn', 'Canceled'],
  Active: ['ActiveUnderContract', 'Pending', 'Hold', 'Withdrawn', 'Expired', 'Canceled'],
  ActiveUnderContract: ['Active', 'Pending', 'Withdrawn', 'Canceled'],
  Pending: ['Active', 'Closed', 'Canceled'],
  Hold: ['Active', 'Withdrawn', 'Expired', 'Canceled'],
  Withdrawn: ['Active', 'Expired', 'Canceled'],
  Expired: ['Active', 'Canceled'],
  Closed: [],
  Canceled: [],
};

/** The statuses in which a listing's share page shows it; in any other it is "no longer available". */
export const SHAREABLE_STATUSES: readonly StandardStatus[] = [
  'ComingSoon',
  'Active',
  'ActiveUnderContract',
];

/** RESO `PropertyType` lookups. */
export const PROPERTY_TYPES = [
  'Residential',
  'ResidentialIncome',
  'ResidentialLease',
  'CommercialSale',
  'CommercialLease',
  'Land',
  'Farm',
  'ManufacturedInPark',
  'BusinessOpportunity',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A template's share-page layout: one large photo over the facts, or the photos as a grid. */
export const TEMPLATE_LAYOUTS = ['hero', 'grid'] as const;
export type TemplateLayout = (typeof TEMPLATE_LAYOUTS)[number];
/** A template's accent colour, from a fixed palette (the flyer prints it too). */
export const TEMPLATE_ACCENTS = ['navy', 'forest', 'burgundy', 'charcoal'] as const;
export type TemplateAccent = (typeof TEMPLATE_ACCENTS)[number];
/**
 * A listing's bathrooms as a buyer reads them: each half bath counts a half, as US listings
 * write it ("2.5" for two whole and one half; "3" for two whole and two halves).
 */
export function bathsText(l: { BathroomsTotalInteger: number; BathroomsHalf: number }): string {
  return String(l.BathroomsTotalInteger + l.BathroomsHalf / 2);
}

/**
 * What contact of its agent a listing publishes (share page and flyer): the phone (the default;
 * the e-mail when the agent has no phone, so a visitor always has a way), the e-mail, or both.
 */
export const LISTING_CONTACTS = ['phone', 'email', 'both'] as const;
export type ListingContact = (typeof LISTING_CONTACTS)[number];

/** How many photos the flyer prints. */
export const FLYER_PHOTO_COUNTS = [1, 3, 5] as const;

/**
 * What a share link answers when it is switched off, its listing left the market, or it never
 * existed: the same words, so a link tells nothing about a listing it does not show.
 */
export const SHARE_UNAVAILABLE =
  'This listing is no longer available. Please contact the agent who shared it.';

export const listingMeta = {
  /** The caller's listings; an office manager (user management) sees the office's. */
  list: meta('bq/listing/list', { modules: [hList] }),
  detail: meta('bq/listing/detail', { modules: [hDetail, hEdit, hShare] }),
  add: meta('bq/listing/add', { modules: [hEdit] }, 'json'),
  edit: meta('bq/listing/edit', { modules: [hEdit] }, 'json'),
  changeStatus: meta('bq/listing/changeStatus', { modules: [hDetail, hEdit] }),
  setShare: meta('bq/listing/setShare', { modules: [hShare, hDetail] }),
  flyer: meta('bq/listing/flyer', { modules: [hDetail, hMould] }),
  uploadPhoto: {
    ...meta('bq/listing/uploadPhoto', { modules: [hEdit] }, 'multipart'),
    file: { field: 'file', maxBytes: 5 * 1024 * 1024 },
  },
} as const;

/** The share page's one call: public, answered only to the listing's link. */
export const listingShareMeta = {
  view: meta('bq/listingShare/view', 'public'),
} as const;

export const listingTemplateMeta = {
  // The editor picks a template, so its page reads the list too.
  list: meta('bq/listingTemplate/list', { modules: [hMould, hEdit] }),
  save: meta('bq/listingTemplate/save', { modules: [hMould] }, 'json'),
  remove: meta('bq/listingTemplate/remove', { modules: [hMould] }),
} as const;
