import { describe, expect, it } from 'vitest';
import { businessDay, businessMonth, businessMonthsTo, businessStamp } from '../src/index';

// This file also runs under TZ=America/Los_Angeles and TZ=Asia/Shanghai (see vitest.config.ts):
// the answers are California's whatever the machine's zone.
describe('the business day of an instant', () => {
  it('is the date in California, not the UTC one', () => {
    // 23:30 Pacific on 31 December is already 1 January in UTC.
    expect(businessDay(new Date('2027-01-01T07:30:00Z'))).toBe('2026-12-31');
    expect(businessMonth(new Date('2027-01-01T07:30:00Z'))).toBe('2026-12');
    expect(businessDay(new Date('2027-01-01T08:00:00Z'))).toBe('2027-01-01');
  });

  it('follows both daylight-saving changes', () => {
    // PDT (UTC-7) until 1 November 2026 09:00 UTC, PST (UTC-8) after; PDT again from 14 March 2027.
    expect(businessStamp(new Date('2026-11-01T08:59:00Z'))).toBe('202611010159');
    expect(businessStamp(new Date('2026-11-01T09:00:00Z'))).toBe('202611010100');
    expect(businessStamp(new Date('2027-03-14T09:59:00Z'))).toBe('202703140159');
    expect(businessStamp(new Date('2027-03-14T10:00:00Z'))).toBe('202703140300');
  });

  it('lists the months ending with the current one, across a year end', () => {
    expect(businessMonthsTo(new Date('2027-01-01T07:30:00Z'), 3)).toEqual([
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
  });
});
