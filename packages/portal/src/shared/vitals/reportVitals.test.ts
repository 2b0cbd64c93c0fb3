import { describe, expect, it } from 'vitest';
import { pagePattern } from './reportVitals';

describe('the page a vitals report names', () => {
  it('is a pattern: ids and tokens out, no query', () => {
    expect(pagePattern('#/financial/confirm/1234')).toBe('/financial/confirm/:id');
    expect(pagePattern('#/transaction/referral-process?id=41')).toBe(
      '/transaction/referral-process',
    );
    expect(pagePattern('#/unsubscribe/3f9a1c0e7b2d4a6f8e1c9b7a5d3f1e0c')).toBe(
      '/unsubscribe/:token',
    );
    expect(pagePattern('')).toBe('/');
    expect(pagePattern('#/')).toBe('/');
  });
});
