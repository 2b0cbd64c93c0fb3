import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dateOf, dayOf, displayOf, weekday } from './calendarDays';

describe('calendar days', () => {
  it('moves by days and months on the written numbers, a missing day becoming the last', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', -1)).toBe('2026-03-07'); // the clocks change that night
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('knows the weekday of a day, Sunday 0', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-21')).toBe(6);
  });

  it('reads typed dates, and a zoned timestamp on the business calendar, never its UTC date', () => {
    expect(dayOf('2/3/2027')).toBe('2027-02-03');
    expect(dayOf('02/30/2026')).toBeNull();
    // 07:30 UTC on March 5 is still March 4 in California.
    expect(dayOf('2026-03-05T07:30:00Z')).toBe('2026-03-04');
    expect(dayOf('2026-03-05T07:30:00.123456+0000')).toBe('2026-03-04');
    expect(dayOf('2026-03-05T01:00')).toBe('2026-03-05');
    expect(dayOf('2026-03-05T25:00Z')).toBeNull();
    expect(dayOf(new Date('2026-03-05T07:30:00Z'))).toBe('2026-03-04');
    expect(displayOf('2026-03-04')).toBe('03/04/2026');
  });

  it('gives formatters the local midnight of the day', () => {
    const date = dateOf('2026-11-21');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 10, 21, 0,
    ]);
  });
});
