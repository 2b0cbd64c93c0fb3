import type { ListingDetail } from '@bq/contract';
import { FIELD_LIMITS, type ListingContact, type PropertyType } from '@bq/contract/meta';
import { readWholeNumber } from '@bq/validators';
import type { TextRule } from '../../../shared/forms/rules';

const L = FIELD_LIMITS.listings;

/** The listing editor's values: texts as typed; the price a decimal string, never a float. */
export interface ListingFormValues {
  PropertyType: PropertyType;
  UnparsedAddress: string;
  UnitNumber: string;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
  ListPrice: string;
  BedroomsTotal: string;
  BathroomsTotalInteger: string;
  BathroomsHalf: string;
  LivingArea: string;
  LotSizeArea: string;
  YearBuilt: string;
  PublicRemarksEn: string;
  PublicRemarksZh: string;
  /** One feature a line, as typed. */
  features: string;
  /** Addresses of uploaded photos, in the order shown; the first is the cover. */
  photos: string[];
  /** The template's id as text; `PLAIN` the plain layout (a Select takes no empty value). */
  templateId: string;
  /** What contact the share page and flyer publish. */
  contactShown: ListingContact;
}

/** The template choice meaning "no template": the office's plain layout. */
export const PLAIN = 'plain';

/** Text limits of the form's fields by path, from the contract. */
export const LISTING_TEXT_LIMITS = {
  UnparsedAddress: L.street,
  UnitNumber: L.unit,
  City: L.city,
  PublicRemarksEn: L.remarks,
  PublicRemarksZh: L.remarks,
} as const;

/**
 * A whole number typed as text (`1,850` as well as `1850`, the rule of @bq/validators that a
 * price's commas follow too); empty is the required check's business.
 */
function wholeNumberRule(max: number, min = 0): TextRule {
  return {
    check: (value) => readWholeNumber(value, { min, max }).problem,
    normalize: (value) => value.trim(),
  };
}

/** The number a whole-number field holds, its grouping commas dropped; null when empty. */
const wholeOrNull = (v: string) => readWholeNumber(v).value ?? (v.trim() === '' ? null : Number(v));

export const roomsRule = wholeNumberRule(L.rooms);
/**
 * Whole bathrooms: "2.5" is the usual way to write two and a half, so it is pointed to the half
 * baths field instead of being refused as not a whole number.
 */
export const bathsRule: TextRule = {
  check: (value) =>
    /^\s*\d+\.5\s*$/.test(value)
      ? 'count whole ones here; a half bath goes under Half baths'
      : roomsRule.check(value),
  normalize: roomsRule.normalize,
};
export const areaRule = wholeNumberRule(L.area);
export const yearRule = wholeNumberRule(2200, L.firstYear);

export const emptyListingForm = (): ListingFormValues => ({
  PropertyType: 'Residential',
  UnparsedAddress: '',
  UnitNumber: '',
  City: '',
  StateOrProvince: 'CA',
  PostalCode: '',
  ListPrice: '',
  BedroomsTotal: '',
  BathroomsTotalInteger: '',
  BathroomsHalf: '',
  LivingArea: '',
  LotSizeArea: '',
  YearBuilt: '',
  PublicRemarksEn: '',
  PublicRemarksZh: '',
  features: '',
  photos: [],
  templateId: PLAIN,
  contactShown: 'phone',
});

const text = (n: number | null) => (n === null ? '' : String(n));

export function listingFormOf(l: ListingDetail): ListingFormValues {
  return {
    PropertyType: l.PropertyType,
    UnparsedAddress: l.UnparsedAddress,
    UnitNumber: l.UnitNumber,
    City: l.City,
    StateOrProvince: l.StateOrProvince,
    PostalCode: l.PostalCode,
    ListPrice: l.ListPrice.amount,
    BedroomsTotal: String(l.BedroomsTotal),
    BathroomsTotalInteger: String(l.BathroomsTotalInteger),
    BathroomsHalf: l.BathroomsHalf === 0 ? '' : String(l.BathroomsHalf),
    LivingArea: text(l.LivingArea),
    LotSizeArea: text(l.LotSizeArea),
    YearBuilt: text(l.YearBuilt),
    PublicRemarksEn: l.PublicRemarksEn,
    PublicRemarksZh: l.PublicRemarksZh,
    features: l.Features.join('\n'),
    photos: [...l.photos],
    templateId: l.templateId === null ? PLAIN : String(l.templateId),
    contactShown: l.contactShown,
  };
}

/** The features as the contract takes them: one a line, blank lines left out. */
export const featuresOf = (text: string) =>
  text
    .split('\n')
    .map((f) => f.trim())
    .filter(Boolean);

/** The add or edit request's fields; the price stays the string typed. */
export function listingRequestOf(v: ListingFormValues) {
  return {
    PropertyType: v.PropertyType,
    UnparsedAddress: v.UnparsedAddress.trim(),
    UnitNumber: v.UnitNumber.trim(),
    City: v.City.trim(),
    StateOrProvince: v.StateOrProvince.trim().toUpperCase(),
    PostalCode: v.PostalCode.trim(),
    ListPrice: v.ListPrice.trim(),
    BedroomsTotal: wholeOrNull(v.BedroomsTotal) ?? Number.NaN,
    BathroomsTotalInteger: wholeOrNull(v.BathroomsTotalInteger) ?? Number.NaN,
    BathroomsHalf: wholeOrNull(v.BathroomsHalf) ?? 0,
    LivingArea: wholeOrNull(v.LivingArea),
    LotSizeArea: wholeOrNull(v.LotSizeArea),
    YearBuilt: wholeOrNull(v.YearBuilt),
    PublicRemarksEn: v.PublicRemarksEn,
    PublicRemarksZh: v.PublicRemarksZh,
    Features: featuresOf(v.features),
    photos: v.photos,
    templateId: v.templateId === PLAIN || v.templateId === '' ? null : Number(v.templateId),
    contactShown: v.contactShown,
  };
}

/** What the form refuses before sending (the server says the same and more). */
export function checkListing(
  v: ListingFormValues,
): Partial<Record<keyof ListingFormValues, string>> {
  const problems: Partial<Record<keyof ListingFormValues, string>> = {};
  const features = featuresOf(v.features);
  if (features.length > L.features.maxItems) {
    problems.features = `must have at most ${L.features.maxItems} features`;
  } else if (features.some((f) => f.length > L.feature.max)) {
    problems.features = `each feature must be at most ${L.feature.max} characters`;
  }
  if (v.photos.length > L.photos.maxItems) {
    problems.photos = `must have at most ${L.photos.maxItems} photos`;
  }
  return problems;
}

/** `photos` with the one at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
