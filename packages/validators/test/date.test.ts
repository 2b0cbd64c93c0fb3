import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addOneYear, DATE_FORMAT, formatDate, isValidDate, parseDate } from '../src/index.js';

// This file also runs under TZ=America/Los_Angeles and TZ=Asia/Shanghai (see vitest.config.ts).
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

it('runs in the time zone its test project names', ({ task }) => {
  const project = task.file.projectName ?? '';
  if (project.startsWith('date ')) expect(zone).toBe(project.slice('date '.length));
  else expect(project).toBe('validators');
});

describe('parseDate', () => {
  it.each([
    ['02/29/2024', '02/29/2024'],
    ['2/5/2024', '02/05/2024'],
    ['02/5/2024', '02/05/2024'],
    ['2/05/2024', '02/05/2024'],
    ['2024-02-29', '02/29/2024'],
    [' 12/31/1999 ', '12/31/1999'],
    ['0999-12-31', '12/31/0999'],
    ['2024-03-01T23:30:00', '03/01/2024'],
    ['2024-03-01 00:15', '03/01/2024'],
    ['2024-03-01T12:00:00.123456+00:00', '03/01/2024'],
    [1709294400000, '03/01/2024'],
    ['1709294400000', '03/01/2024'],
  ])('reads %j as the local date %s', (input, expected) => {
    expect(parseDate(input)?.format('MM/DD/YYYY')).toBe(expected);
  });

  it.each([
    '02/30/2024',
    '13/01/2024',
    '02/29/2023',
    '2023-02-29',
    '2024-13-01',
    '2024-02-30T00:00:00Z',
    '2024-01-01T24:00:00',
    '2024/01/01',
    '01-02-2024',
    '2024-2-5',
    '00/10/2024',
    '10/00/2024',
    '1/1/24',
    '0050-01-01',
    'tomorrow',
    '',
    '   ',
  ])('rejects %j', (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it('rejects missing values, NaN and invalid Date objects', () => {
    expect(parseDate(null)).toBeNull();
    expect(parseDate(undefined)).toBeNull();
    expect(parseDate(Number.NaN)).toBeNull();
    expect(parseDate(1.5)).toBeNull();
    expect(parseDate(new Date('nope'))).toBeNull();
    expect(parseDate(dayjs('nope'))).toBeNull();
  });

  it('accepts Date and Dayjs values and returns a copy', () => {
    const original = dayjs(new Date(2024, 1, 29));
    const parsed = parseDate(original);
    expect(parsed?.format(DATE_FORMAT)).toBe('02/29/2024');
    expect(parsed).not.toBe(original);
    expect(parseDate(new Date(2024, 1, 29))?.format(DATE_FORMAT)).toBe('02/29/2024');
  });

  it('shows an ISO timestamp with an offset on the local calendar date of that instant', () => {
    const expected: Record<string, string> = {
      'America/Los_Angeles': '02/29/2024',
      'Asia/Shanghai': '03/01/2024',
      UTC: '03/01/2024',
    };
    const instant = new Date(Date.UTC(2024, 2, 1, 2, 0));
    const local = `${String(instant.getMonth() + 1).padStart(2, '0')}/${String(
      instant.getDate(),
    ).padStart(2, '0')}/${instant.getFullYear()}`;
    expect(formatDate('2024-03-01T02:00:00Z')).toBe(expected[zone] ?? local);
  });

  it('isValidDate agrees with parseDate', () => {
    expect(isValidDate('02/29/2024')).toBe(true);
    expect(isValidDate('02/30/2024')).toBe(false);
  });
});

describe('formatDate', () => {
  it('uses the spec display format', () => {
    expect(DATE_FORMAT).toBe('MM/DD/YYYY');
    expect(formatDate('2024-07-04')).toBe('07/04/2024');
  });

  it('gives an empty string for an invalid or missing date', () => {
    expect(formatDate('02/30/2024')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('addOneYear', () => {
  it('moves February 29 to February 28 of the next year', () => {
    expect(addOneYear('02/29/2024')).toBe('02/28/2025');
    expect(addOneYear('2024-02-29')).toBe('02/28/2025');
  });

  it('keeps month and day otherwise', () => {
    expect(addOneYear('12/31/2024')).toBe('12/31/2025');
    expect(addOneYear('2/28/2023')).toBe('02/28/2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(addOneYear('13/01/2024')).toBe('');
    expect(addOneYear(undefined)).toBe('');
  });
});

// --- properties -------------------------------------------------------------------------------

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const calendarDay = fc
  .record({
    year: fc.integer({ min: 1900, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysIn(year, month));

describe('date properties', () => {
  it('formatting survives a round trip through parsing', () => {
    const dates = fc.date({
      min: new Date(1900, 0, 1),
      max: new Date(2199, 11, 31),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        const shown = formatDate(date);
        return /^\d{2}\/\d{2}\/\d{4}$/.test(shown) && formatDate(parseDate(shown)) === shown;
      }),
    );
  });

  it('every written form of a real calendar day shows that same day', () => {
    fc.assert(
      fc.property(calendarDay, ({ year, month, day }) => {
        const expected = `${pad(month)}/${pad(day)}/${year}`;
        const forms = [expected, `${month}/${day}/${year}`, `${year}-${pad(month)}-${pad(day)}`];
        return forms.every((form) => formatDate(form) === expected);
      }),
    );
  });

  it('a day past the end of its month is rejected in every form', () => {
    const overflow = fc
      .record({
        year: fc.integer({ min: 1900, max: 2199 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 29, max: 32 }),
      })
      .filter(({ year, month, day }) => day > daysIn(year, month));
    fc.assert(
      fc.property(overflow, ({ year, month, day }) => {
        const forms = [`${pad(month)}/${pad(day)}/${year}`, `${year}-${pad(month)}-${pad(day)}`];
        return forms.every((form) => parseDate(form) === null);
      }),
    );
  });

  it('adding a year keeps month and day, February 29 becoming February 28', () => {
    fc.assert(
      fc.property(calendarDay, ({ year, month, day }) => {
        const leapDay = month === 2 && day === 29;
        const expected = `${pad(month)}/${pad(leapDay ? 28 : day)}/${year + 1}`;
        return addOneYear(`${year}-${pad(month)}-${pad(day)}`) === expected;
      }),
    );
  });
});
