import type { ProductCard } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import { checkProduct, emptyProductForm, productFormOf, productRequestOf } from './productMapping';
import { nextSortOf, typeFormOf, typeRequestOf } from './typeMapping';

const saved: ProductCard = {
  id: 7,
  typeId: 2,
  typeNameEn: 'Signs',
  typeNameZh: '标牌',
  nameEn: 'Yard sign',
  nameZh: '',
  descriptionEn: 'Aluminium, two sides',
  descriptionZh: '',
  photos: ['/api/product-photo/a'],
  price: '45.00',
  stock: null,
  status: 'published',
  version: 3,
  options: [
    { id: 11, label: '18 × 24 in', price: '45.00', active: true },
    { id: 12, label: '~12', price: '30.00', active: false },
    { id: 13, label: '24 × 36 in', price: '69.50', active: true },
  ],
  updatedAt: '2026-05-01T16:00:00.000Z',
};

describe('the product editor ↔ the product calls', () => {
  it('shows a saved product with its offered options only, made to order without a count', () => {
    const form = productFormOf(saved);
    expect(form.typeId).toBe('2');
    expect(form.supply).toBe('made');
    expect(form.stock).toBe('');
    expect(form.options).toEqual([
      { optionId: 11, label: '18 × 24 in', price: '45.00' },
      { optionId: 13, label: '24 × 36 in', price: '69.50' },
    ]);
  });

  it('sends back what it showed: the same fields, the kept options by id, amounts as strings', () => {
    const request = productRequestOf(productFormOf(saved));
    expect(request).toEqual({
      typeId: 2,
      nameEn: 'Yard sign',
      nameZh: '',
      descriptionEn: 'Aluminium, two sides',
      descriptionZh: '',
      photos: ['/api/product-photo/a'],
      price: '45.00',
      stock: null,
      options: [
        { id: 11, label: '18 × 24 in', price: '45.00' },
        { id: 13, label: '24 × 36 in', price: '69.50' },
      ],
    });
    // Never a float: 0.1 + 0.2 stays the text typed.
    expect(typeof request.options[0]?.price).toBe('string');
  });

  it('sends a counted stock as a number and a new option without an id, trimmed', () => {
    const request = productRequestOf({
      ...emptyProductForm('4'),
      nameEn: '  Business cards ',
      price: '19.99',
      supply: 'counted',
      stock: ' 250 ',
      options: [{ label: ' 500 cards ', price: '34.10' }],
    });
    expect(request).toMatchObject({
      typeId: 4,
      nameEn: 'Business cards',
      stock: 250,
      options: [{ label: '500 cards', price: '34.10' }],
    });
    expect(request.options[0]).not.toHaveProperty('id');
  });

  it('says what is missing before sending: type, a name, price, count, option label and price', () => {
    const problems = checkProduct({
      ...emptyProductForm(),
      options: [
        { label: '', price: '' },
        { label: 'Large', price: '5' },
        { label: 'large ', price: '6' },
      ],
    });
    expect(problems).toEqual({
      typeId: 'is required',
      nameEn: 'needs a name in Chinese or English',
      price: 'is required',
      stock: 'is required',
      'options.0.label': 'is required',
      'options.0.price': 'is required',
      'options.2.label': '"large" is named twice',
    });
  });

  it('takes a Chinese name alone and no count for made to order; refuses a broken count', () => {
    const base = { ...emptyProductForm('1'), nameZh: '名片', price: '10' };
    expect(checkProduct({ ...base, supply: 'made' })).toEqual({});
    expect(checkProduct({ ...base, stock: '2.5' })).toEqual({ stock: 'must be a whole number' });
    expect(checkProduct({ ...base, stock: '1000001' })).toEqual({
      stock: 'must be at most 1000000',
    });
  });
});

describe('the product type dialog ↔ the type calls', () => {
  it('adds a new type after the last one, active', () => {
    const rows = [
      { id: 1, nameEn: 'Signs', nameZh: '', sort: 20, active: true, products: 2 },
      { id: 2, nameEn: 'Cards', nameZh: '', sort: 10, active: false, products: 0 },
    ];
    expect(typeFormOf(null, nextSortOf(rows))).toEqual({
      nameEn: '',
      nameZh: '',
      sort: '30',
      active: true,
    });
    expect(nextSortOf([])).toBe(0);
  });

  it('edits a type as it is and sends trimmed names and a numeric sort (empty: 0)', () => {
    const row = { id: 3, nameEn: 'Signs', nameZh: '标牌', sort: 5, active: false, products: 1 };
    expect(typeFormOf(row)).toEqual({ nameEn: 'Signs', nameZh: '标牌', sort: '5', active: false });
    expect(typeRequestOf({ nameEn: ' Signs ', nameZh: '', sort: '', active: true })).toEqual({
      nameEn: 'Signs',
      nameZh: '',
      sort: 0,
      active: true,
    });
  });
});
