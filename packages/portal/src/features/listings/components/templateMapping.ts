import type { ListingTemplate, SharedListing } from '@bq/contract';
import { FIELD_LIMITS, type TemplateAccent, type TemplateLayout } from '@bq/contract/meta';

const L = FIELD_LIMITS.listings;

/** The template editor's values. */
export interface TemplateFormValues {
  name: string;
  layout: TemplateLayout;
  accent: TemplateAccent;
  headlineEn: string;
  headlineZh: string;
  showFeatures: boolean;
  showRemarks: boolean;
  /** '1', '3' or '5' (a Select's value). */
  flyerPhotos: string;
}

export const TEMPLATE_TEXT_LIMITS = {
  name: L.templateName,
  headlineEn: L.headline,
  headlineZh: L.headline,
} as const;

export const emptyTemplateForm = (): TemplateFormValues => ({
  name: '',
  layout: 'hero',
  accent: 'navy',
  headlineEn: '',
  headlineZh: '',
  showFeatures: true,
  showRemarks: true,
  flyerPhotos: '3',
});

export function templateFormOf(t: ListingTemplate): TemplateFormValues {
  return {
    name: t.name,
    layout: t.layout,
    accent: t.accent,
    headlineEn: t.headlineEn,
    headlineZh: t.headlineZh,
    showFeatures: t.showFeatures,
    showRemarks: t.showRemarks,
    flyerPhotos: String(t.flyerPhotos),
  };
}

export function templateRequestOf(v: TemplateFormValues) {
  return { ...v, name: v.name.trim(), flyerPhotos: Number(v.flyerPhotos) };
}

/** A made-up listing the template's preview lays out (no photos: a template has none). */
export function sampleListing(v: TemplateFormValues): SharedListing {
  const { name: _name, ...layout } = templateRequestOf(v);
  return {
    PropertyType: 'Residential',
    StandardStatus: 'Active',
    UnparsedAddress: '1200 Sample Street',
    UnitNumber: '',
    City: 'San Mateo',
    StateOrProvince: 'CA',
    PostalCode: '94401',
    ListPrice: { amount: '1250000.00', unit: 'USD' },
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    BathroomsHalf: 1,
    LivingArea: 1850,
    LotSizeArea: 6000,
    YearBuilt: 1962,
    PublicRemarksEn: 'The listing description shows here when the template shows remarks.',
    PublicRemarksZh: '',
    Features: ['Fireplace', 'Two-car garage'],
    photos: [],
    layout,
    ListOfficeName: 'Your office',
    ListAgentFullName: 'Listing agent',
    ListAgentPreferredPhone: '',
    ListAgentEmail: '',
  };
}
