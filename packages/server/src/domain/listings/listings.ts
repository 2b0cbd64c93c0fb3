import { randomBytes } from 'node:crypto';
import {
  type ListingContact,
  type PropertyType,
  STATUS_MOVES,
  type StandardStatus,
} from '@bq/contract';
import { moneyToDecimal, parseMoney } from '@bq/validators';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { businessYear } from '../../clock/business-clock.js';
import type { Db, Tx } from '../../db/index.js';
import {
  listingPhotos,
  listingStatusHistory,
  listings,
  listingTemplates,
} from '../../db/schema-listings.js';
import { badInput, conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act, SignedAct } from '../shared/act.js';
import { type ListingRole, visibleListing } from './access.js';

/**
 * A listing's writes: create, edit at the version read, status moves with their history row, the
 * share link. Every write runs in the caller's transaction; the database holds the rest (a status
 * without its history row is refused at commit, the history is append-only).
 */

export interface ListingInput {
  PropertyType: PropertyType;
  UnparsedAddress: string;
  UnitNumber: string;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
  ListPrice: string;
  BedroomsTotal: number;
  BathroomsTotalInteger: number;
  BathroomsHalf: number;
  LivingArea: number | null;
  LotSizeArea: number | null;
  YearBuilt: number | null;
  PublicRemarksEn: string;
  PublicRemarksZh: string;
  Features: string[];
  photos: string[];
  templateId: number | null;
  contactShown: ListingContact;
}

/** Where listing photos are served; a listing names only addresses `uploadPhoto` answered. */
export const LISTING_PHOTO_PATH = '/api/listing-photo/';
const PHOTO_URL = /^\/api\/listing-photo\/([0-9a-f-]{36})$/;

/** A new listing starts as Coming Soon: shareable, not yet open for showings. */
export const FIRST_STATUS: StandardStatus = 'ComingSoon';

async function checkInput(tx: Tx, act: Act, input: ListingInput) {
  const keys = input.photos.map((url, i) => {
    const key = PHOTO_URL.exec(url)?.[1];
    if (!key) throw fieldRefused(`photos.${i}`, 'must be an address a photo upload answered');
    return key;
  });
  if (new Set(keys).size !== keys.length) throw fieldRefused('photos', 'names a photo twice');
  if (keys.length > 0) {
    const known = await tx
      .select({ key: listingPhotos.key })
      .from(listingPhotos)
      .where(inArray(listingPhotos.key, keys));
    const have = new Set(known.map((k) => k.key));
    const i = keys.findIndex((k) => !have.has(k));
    if (i >= 0) throw fieldRefused(`photos.${i}`, 'must be an address a photo upload answered');
  }
  const nextYear = businessYear(act.now) + 1;
  if (input.YearBuilt !== null && input.YearBuilt > nextYear) {
    throw fieldRefused('YearBuilt', `must be ${nextYear} or earlier`);
  }
  const seen = new Set<string>();
  for (const f of input.Features) {
    if (seen.has(f.toLowerCase())) throw fieldRefused('Features', `"${f}" is named twice`);
    seen.add(f.toLowerCase());
  }
  if (input.templateId !== null) {
    const [t] = await tx
      .select({ id: listingTemplates.id })
      .from(listingTemplates)
      .where(eq(listingTemplates.id, input.templateId));
    if (!t) throw fieldRefused('templateId', 'must be a listing template');
  }
}

/** The row's columns from the editor's fields; the price goes through the money module. */
function columns(input: ListingInput) {
  return {
    propertyType: input.PropertyType,
    unparsedAddress: input.UnparsedAddress,
    unitNumber: input.UnitNumber,
    city: input.City,
    stateOrProvince: input.StateOrProvince,
    postalCode: input.PostalCode,
    listPrice: moneyToDecimal(parseMoney(input.ListPrice, 'USD')),
    bedroomsTotal: input.BedroomsTotal,
    bathroomsTotalInteger: input.BathroomsTotalInteger,
    bathroomsHalf: input.BathroomsHalf,
    livingArea: input.LivingArea,
    lotSizeArea: input.LotSizeArea,
    yearBuilt: input.YearBuilt,
    publicRemarksEn: input.PublicRemarksEn,
    publicRemarksZh: input.PublicRemarksZh,
    features: input.Features,
    photos: input.photos,
    templateId: input.templateId,
    contactShown: input.contactShown,
  };
}

async function recordStatus(
  tx: Tx,
  act: Act,
  listingId: number,
  from: StandardStatus | null,
  to: StandardStatus,
) {
  await tx.insert(listingStatusHistory).values({
    listingId,
    fromStatus: from,
    toStatus: to,
    changedBy: act.actor ?? 0,
    changedAt: act.now,
  });
}

export async function addListing(
  tx: Tx,
  act: Act,
  input: ListingInput,
): Promise<{ id: number; version: number }> {
  if (act.actor === null) throw new Error('a listing is created by its agent');
  await checkInput(tx, act, input);
  const [row] = await tx
    .insert(listings)
    .values({
      ...columns(input),
      listAgentId: act.actor,
      standardStatus: FIRST_STATUS,
      createdAt: act.now,
      modifiedAt: act.now,
    })
    .returning({ id: listings.id, version: listings.version });
  if (!row) throw new Error('listing insert returned nothing');
  await recordStatus(tx, act, row.id, null, FIRST_STATUS);
  return row;
}

export const STALE = 'Someone saved this listing after you opened it: reload it and edit again';
const FINAL = 'A closed or canceled listing cannot be changed';

export async function editListing(
  tx: Tx,
  act: Act,
  role: ListingRole,
  id: number,
  version: number,
  input: ListingInput,
): Promise<number> {
  const current = await visibleListing(tx, role, id, true);
  if (STATUS_MOVES[current.standardStatus].length === 0) throw conflict(FINAL);
  await checkInput(tx, act, input);
  const [row] = await tx
    .update(listings)
    .set({ ...columns(input), version: sql`${listings.version} + 1`, modifiedAt: act.now })
    .where(and(eq(listings.id, id), eq(listings.version, version)))
    .returning({ version: listings.version });
  if (!row) throw conflict(STALE);
  return row.version;
}

/** One move of `STATUS_MOVES`, written with its history row (who and when). */
export async function changeListingStatus(
  tx: Tx,
  act: Act,
  role: ListingRole,
  id: number,
  to: StandardStatus,
): Promise<number> {
  const current = await visibleListing(tx, role, id, true);
  const from = current.standardStatus;
  if (from === to) throw badInput(`The listing is already ${to}`);
  if (!STATUS_MOVES[from].includes(to)) {
    throw fieldRefused('status', `cannot move from ${from} to ${to}`);
  }
  await recordStatus(tx, act, id, from, to);
  const [row] = await tx
    .update(listings)
    .set({ standardStatus: to, version: sql`${listings.version} + 1`, modifiedAt: act.now })
    .where(eq(listings.id, id))
    .returning({ version: listings.version });
  if (!row) throw notFound('Listing');
  return row.version;
}

/**
 * Switches the share link on or off. The first switch-on makes its random part (24 random
 * bytes, base64url: unguessable); switching off keeps it, so switching on again brings the same
 * link back. A share switch is not an edit: the version stays, an open editor is not stale.
 */
export async function setListingShare(
  tx: Tx,
  _act: Act,
  role: ListingRole,
  id: number,
  enabled: boolean,
): Promise<{ shareEnabled: boolean; shareToken: string | null }> {
  const current = await visibleListing(tx, role, id, true);
  const shareToken =
    enabled && !current.shareToken ? randomBytes(24).toString('base64url') : current.shareToken;
  const [row] = await tx
    .update(listings)
    .set({ shareEnabled: enabled, shareToken })
    .where(eq(listings.id, id))
    .returning({ shareEnabled: listings.shareEnabled, shareToken: listings.shareToken });
  if (!row) throw notFound('Listing');
  return row;
}

/** A listing photo an agent uploaded, for a listing or its flyer to show. */
export async function recordListingPhoto(
  db: Db | Tx,
  act: SignedAct,
  image: { key: string; mime: string; size: number },
) {
  await db.insert(listingPhotos).values({ ...image, uploadedBy: act.actor });
}
