import { describe, expect, it } from 'vitest';
import { listingListRequest } from './listingLists';
import {
  areaRule,
  checkListing,
  emptyListingForm,
  listingRequestOf,
  moved,
  roomsRule,
  yearRule,
} from './listingMapping';

describe('the listing form', () => {
  it('sends RESO fields: the price as typed, numbers as numbers, empty areas as null', () => {
    const request = listingRequestOf({
      ...emptyListingForm(),
      UnparsedAddress: ' 1200 Oak Street ',
      City: 'San Mateo',
      StateOrProvince: 'ca',
      PostalCode: '94401',
      ListPrice: '1250000.50',
      BedroomsTotal: '3',
      BathroomsTotalInteger: '2',
      LivingArea: '1850',
      features: 'Fireplace\n\n  Two-car garage  \n',
      photos: ['/api/listing-photo/a', '/api/listing-photo/b'],
      templateId: '4',
    });
    expect(request).toMatchObject({
      UnparsedAddress: '1200 Oak Street',
      StateOrProvince: 'CA',
      ListPrice: '1250000.50',
      BedroomsTotal: 3,
      BathroomsTotalInteger: 2,
      LivingArea: 1850,
      LotSizeArea: null,
      YearBuilt: null,
      Features: ['Fireplace', 'Two-car garage'],
      templateId: 4,
    });
    expect(listingRequestOf(emptyListingForm()).templateId).toBeNull();
  });

  it('refuses too many features and words the number rules as the contract does', () => {
    const many = Array.from({ length: 31 }, (_, i) => `Feature ${i}`).join('\n');
    expect(checkListing({ ...emptyListingForm(), features: many }).features).toBe(
      'must have at most 30 features',
    );
    expect(checkListing(emptyListingForm())).toEqual({});
    expect(roomsRule.check('100')).toBe('must be at most 99');
    expect(roomsRule.check('2.5')).toBe('must be a whole number');
    expect(yearRule.check('1600')).toBe('must be at least 1700');
  });

  it('moves a photo to another place, keeping the rest in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
});

describe('the listing list', () => {
  it("asks for the tab's scope, the status filter and the order the address says", () => {
    expect(
      listingListRequest({
        tab: 'office',
        filters: { keyword: ' oak ', status: 'Active' },
        sort: { key: 'ListPrice', direction: 'asc' },
        page: 2,
        pageSize: 20,
        extra: {},
      }),
    ).toEqual({
      keyword: 'oak',
      scope: 'office',
      status: 'Active',
      sortBy: 'ListPrice',
      sortOrder: 'asc',
      pageNum: 2,
      pageSize: 20,
    });
    const plain = listingListRequest({
      tab: 'mine',
      filters: { keyword: '', status: 'Nonsense' },
      sort: null,
      page: 1,
      pageSize: 20,
      extra: {},
    });
    expect(plain).not.toHaveProperty('status');
    expect(plain).toMatchObject({
      scope: 'mine',
      sortBy: 'ModificationTimestamp',
      sortOrder: 'desc',
    });
  });
});

describe('whole numbers as people type them', () => {
  it('first-user numbers: living area "1,850" is taken as a price takes commas', () => {
    expect(areaRule.check('1,850')).toBeNull();
    const request = listingRequestOf({
      ...emptyListingForm(),
      BedroomsTotal: '3',
      BathroomsTotalInteger: '2',
      LivingArea: '1,850',
      LotSizeArea: '12,000',
    });
    expect(request.LivingArea).toBe(1850);
    expect(request.LotSizeArea).toBe(12000);
    // Commas in the wrong places are not a grouping.
    expect(areaRule.check('18,50')).toBe('must be a whole number');
  });

  it('first-user numbers: "-2" bedrooms must be 0 or more, not "a whole number"', () => {
    expect(roomsRule.check('-2')).toBe('must be 0 or more');
    expect(roomsRule.check('2.5')).toBe('must be a whole number');
    expect(roomsRule.check('')).toBeNull();
  });
});
