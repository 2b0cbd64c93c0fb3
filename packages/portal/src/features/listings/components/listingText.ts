import { bathsText, type PropertyType, type StandardStatus } from '@bq/contract/meta';
import type { StatusTagTone } from '@bq/ui';

/** RESO `StandardStatus` as people read it, and the tag's tone. */
export const STATUS_TEXT: Record<StandardStatus, { en: string; tone: StatusTagTone }> = {
  ComingSoon: { en: 'Coming Soon', tone: 'info' },
  Active: { en: 'Active', tone: 'success' },
  ActiveUnderContract: { en: 'Active Under Contract', tone: 'success' },
  Pending: { en: 'Pending', tone: 'warning' },
  Hold: { en: 'Hold', tone: 'warning' },
  Withdrawn: { en: 'Withdrawn', tone: 'neutral' },
  Expired: { en: 'Expired', tone: 'neutral' },
  Closed: { en: 'Closed', tone: 'neutral' },
  Canceled: { en: 'Canceled', tone: 'danger' },
};

/** RESO `PropertyType` as people read it. */
export const PROPERTY_TYPE_TEXT: Record<PropertyType, string> = {
  Residential: 'Residential',
  ResidentialIncome: 'Residential income',
  ResidentialLease: 'Residential lease',
  CommercialSale: 'Commercial sale',
  CommercialLease: 'Commercial lease',
  Land: 'Land',
  Farm: 'Farm',
  ManufacturedInPark: 'Manufactured in park',
  BusinessOpportunity: 'Business opportunity',
};

export interface AddressParts {
  UnparsedAddress: string;
  UnitNumber: string;
  City: string;
  StateOrProvince: string;
  PostalCode: string;
}

/** "1200 Oak Street #4, San Mateo, CA 94401". */
export function addressLine(a: AddressParts): string {
  const street = a.UnitNumber ? `${a.UnparsedAddress} #${a.UnitNumber}` : a.UnparsedAddress;
  return `${street}, ${a.City}, ${a.StateOrProvince} ${a.PostalCode}`;
}

export interface Facts {
  BedroomsTotal: number;
  BathroomsTotalInteger: number;
  BathroomsHalf: number;
  LivingArea: number | null;
  LotSizeArea: number | null;
  YearBuilt: number | null;
}

/** "3 bd · 2.5 ba · 1,850 sq ft · lot 6,000 sq ft · built 1962". */
export function factsLine(f: Facts): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return [
    `${f.BedroomsTotal} bd`,
    `${bathsText(f)} ba`,
    f.LivingArea === null ? null : `${n(f.LivingArea)} sq ft`,
    f.LotSizeArea === null ? null : `lot ${n(f.LotSizeArea)} sq ft`,
    f.YearBuilt === null ? null : `built ${f.YearBuilt}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
