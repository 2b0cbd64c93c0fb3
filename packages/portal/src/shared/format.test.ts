import { moneyOf } from '@bq/validators';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDeadline,
  formatMoney,
  formatSessionSpan,
  monthLabel,
} from './format';
import { chartValue, readMoney } from './money';

describe('formatDateTime', () => {
  it('first-user times: an order time reads in business time with its zone, whatever zone the browser is in', () => {
    // 00:13 UTC on 12/02 is 16:13 the evening before in California (the page showed 12/02 00:13
    // in a UTC browser and 12/01 16:13 in Los Angeles, neither labelled).
    expect(formatDateTime('2026-12-02T00:13:00Z')).toBe('12/01/2026 16:13 PST');
    expect(formatDateTime('2026-07-02T00:13:00Z')).toBe('07/01/2026 17:13 PDT');
  });

  it('shows nothing for a missing or broken timestamp', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDeadline', () => {
  it('first-user times: "pay by" reads as the end of the last day, not the midnight after it', () => {
    // The server's pay-by is the first instant too late: midnight (PST) starting 12/05.
    expect(formatDeadline('2026-12-05T08:00:00Z')).toBe('12/04/2026 11:59 PM PST');
    // Across the spring change the last day's zone is named, not the next day's.
    expect(formatDeadline('2027-03-15T07:00:00Z')).toBe('03/14/2027 11:59 PM PDT');
    // A deadline at another hour is shown as it is.
    expect(formatDeadline('2026-12-05T01:30:00Z')).toBe('12/04/2026 17:30 PST');
    expect(formatDeadline(null)).toBe('');
  });
});

describe('class times', () => {
  it('are shown in California with the zone, whatever zone the browser is in', () => {
    // An evening class in San Francisco: 02:00 UTC the next day (the old page showed 02:00).
    expect(formatDateTime('2027-01-12T02:00:00Z')).toBe('01/11/2027 18:00 PST');
    expect(formatSessionSpan('2027-01-12T02:00:00Z', '2027-01-12T05:00:00Z')).toBe(
      '01/11/2027 18:00–21:00 PST',
    );
    expect(formatSessionSpan('2027-07-02T01:00:00Z', '2027-07-02T08:00:00Z')).toBe(
      '07/01/2027 18:00–07/02/2027 01:00 PDT',
    );
  });

  it('show nothing for a missing or broken time', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatSessionSpan('not a date', '2027-01-12T05:00:00Z')).toBe('');
  });
});

describe('monthLabel', () => {
  it("names a report's month as en-US short month and year", () => {
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(monthLabel('2026-12')).toBe('Dec 2026');
    expect(monthLabel('2027-01')).toBe('Jan 2027');
    // Every month as the browser's own en-US formatter names it.
    for (let month = 1; month <= 12; month++) {
      const key = `2026-${String(month).padStart(2, '0')}`;
      const intl = new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(monthLabel(key)).toBe(intl);
    }
  });

  it('leaves a value that is not a month as it came', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('')).toBe('');
  });
});

describe('formatMoney', () => {
  it('shows money to the cent, never rounded to whole dollars', () => {
    expect(formatMoney('1250000.50')).toBe('$1,250,000.50');
    expect(formatMoney(' 1250000.5 ')).toBe('$1,250,000.50');
    expect(formatMoney('350000')).toBe('$350,000.00');
    expect(formatMoney('0.01')).toBe('$0.01');
  });

  it('keeps the cents of amounts too large for a float', () => {
    expect(formatMoney('90071992547409.99')).toBe('$90,071,992,547,409.99');
  });

  it('shows a negative amount with its sign and nothing for a missing or broken one', () => {
    expect(formatMoney('-12.5')).toBe('-$12.50');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('12,50')).toBe('');
    expect(formatMoney('1e5')).toBe('');
    expect(formatMoney('$5')).toBe('');
  });

  it('reads through the money module: a third decimal is not an amount, not a rounding', () => {
    expect(formatMoney('12.345')).toBe('');
    expect(readMoney('-125.00')).toEqual(moneyOf(-12500n));
    expect(readMoney(undefined)).toBeNull();
  });
});

describe('chartValue', () => {
  it('places the point of the exact minor units, and draws nothing for no amount', () => {
    expect(chartValue('1250000.50')).toBe(1250000.5);
    expect(chartValue('-0.01')).toBe(-0.01);
    expect(chartValue(null)).toBe(0);
  });
});
