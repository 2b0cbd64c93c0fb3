import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDay,
  businessMonth,
  businessMonthsTo,
  businessStamp,
  businessWallClock,
  businessZoneName,
  fromBusinessWallClock,
} from '../src/index';

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

describe('a California wall-clock minute (course sessions)', () => {
  const at = (text: string) => fromBusinessWallClock(text)?.toISOString();

  it('is read and written in California whatever the machine zone, with its zone name', () => {
    // An evening class in San Francisco: 18:00 PST is 02:00 UTC the next day.
    expect(at('2027-01-11T18:00')).toBe('2027-01-12T02:00:00.000Z');
    expect(businessWallClock(new Date('2027-01-12T02:00:00Z'))).toBe('2027-01-11T18:00');
    expect(businessZoneName(new Date('2027-01-12T02:00:00Z'))).toBe('PST');
    expect(at('2027-07-01T18:00')).toBe('2027-07-02T01:00:00.000Z');
    expect(businessZoneName(new Date('2027-07-02T01:00:00Z'))).toBe('PDT');
  });

  it('takes the first pass of the repeated autumn hour and standard time in the skipped spring one', () => {
    expect(at('2026-11-01T01:30')).toBe('2026-11-01T08:30:00.000Z'); // 01:30 PDT
    expect(at('2026-11-01T02:30')).toBe('2026-11-01T10:30:00.000Z'); // 02:30 PST
    expect(at('2027-03-14T02:30')).toBe('2027-03-14T10:30:00.000Z'); // no 02:30 that day
    expect(at('2027-03-14T03:30')).toBe('2027-03-14T10:30:00.000Z'); // 03:30 PDT
  });

  it('refuses text that is not a minute of a real day', () => {
    for (const text of [
      '',
      '2027-02-30T10:00',
      '2027-01-11 18:00',
      '2027-01-11T24:00',
      '2027-1-1T1:00',
    ])
      expect(fromBusinessWallClock(text)).toBeNull();
  });

  it('round-trips the minutes of a year that has both changes', () => {
    // Every seventh hour of 2026 (each hour of the day in turn), and every quarter hour of the two
    // days whose clocks change.
    const instants: number[] = [];
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000)
      instants.push(ms);
    for (const day of [Date.UTC(2026, 2, 8, 8), Date.UTC(2026, 10, 1, 7)])
      for (let ms = day; ms < day + 24 * 3_600_000; ms += 15 * 60_000) instants.push(ms);
    for (const ms of instants) {
      const wall = businessWallClock(new Date(ms));
      // The repeated autumn hour reads back as its first pass; every other minute as itself.
      const back = fromBusinessWallClock(wall);
      expect(back && businessWallClock(back)).toBe(wall);
    }
  });
});

describe('addBusinessDays', () => {
  it('counts days on the date itself: across months, years, 29 February and a change of clocks', () => {
    expect(addBusinessDays('2027-06-15', 1)).toBe('2027-06-16');
    expect(addBusinessDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addBusinessDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addBusinessDays('2027-03-14', -1)).toBe('2027-03-13');
    expect(addBusinessDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addBusinessDays('2027-01-01', -90)).toBe('2026-10-03');
  });
});
