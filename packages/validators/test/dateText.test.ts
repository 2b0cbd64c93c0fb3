import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_TEXT_HINT, dateTextError, normaliseDateText, readDateText } from '../src/index.js';

describe('readDateText', () => {
  it.each([
    ['2/3/2027', '02/03/2027', '2027-02-03'],
    ['02/03/2027', '02/03/2027', '2027-02-03'],
    ['2027-02-03', '02/03/2027', '2027-02-03'],
    ['02032027', '02/03/2027', '2027-02-03'],
    ['20270203', '02/03/2027', '2027-02-03'],
    [' 12/25/2026 ', '12/25/2026', '2026-12-25'],
    ['02/29/2028', '02/29/2028', '2028-02-29'],
  ])('reads %j as %j', (text, display, iso) => {
    expect(readDateText(text)).toEqual({ ok: true, display, iso });
  });

  it.each([
    ['02/30/2026', 'Not a date: February has no 30th.'],
    ['02/29/2026', 'Not a date: February 2026 has no 29th.'],
    ['04/31/2026', 'Not a date: April has no 31st.'],
    ['13/01/2026', 'Not a date: there is no month 13.'],
    ['2026-00-10', 'Not a date: there is no month 0.'],
    ['01/00/2026', 'Not a date: January has no day 0.'],
    ['1/1/0999', 'Not a date: the year needs four digits.'],
    ['12/25', DATE_TEXT_HINT],
    ['tomorrow', DATE_TEXT_HINT],
    ['', DATE_TEXT_HINT],
  ])('refuses %j saying %j', (text, reason) => {
    expect(readDateText(text)).toEqual({ ok: false, reason });
  });

  it('gives no error for an empty field and the reason for a wrong one', () => {
    expect(dateTextError('  ')).toBeNull();
    expect(dateTextError('02/03/2027')).toBeNull();
    expect(dateTextError('02/30/2026')).toBe('Not a date: February has no 30th.');
    expect(normaliseDateText('2027-2-3')).toBe('02/03/2027');
    expect(normaliseDateText('02/30/2026')).toBe('');
  });

  const realDay = fc
    .date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2199, 11, 31)),
      noInvalidDate: true,
    })
    .map((d) => ({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }));
  const p = (n: number, w = 2) => String(n).padStart(w, '0');

  it('reads every real day the same in each of the four forms', () => {
    fc.assert(
      fc.property(realDay, ({ y, m, d }) => {
        const display = `${p(m)}/${p(d)}/${y}`;
        const iso = `${y}-${p(m)}-${p(d)}`;
        for (const text of [`${m}/${d}/${y}`, display, iso, `${p(m)}${p(d)}${y}`]) {
          expect(readDateText(text)).toEqual({ ok: true, display, iso });
        }
        // YYYYMMDD is read as such: no month starts with 19, 20 or 21.
        expect(readDateText(`${y}${p(m)}${p(d)}`)).toEqual({ ok: true, display, iso });
        // Normalising is idempotent.
        expect(normaliseDateText(normaliseDateText(`${m}/${d}/${y}`))).toBe(display);
      }),
    );
  });

  it('refuses every day past the end of its month with a reason, never rolling over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2199 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 99 }),
        (y, m, d) => {
          const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
          fc.pre(d > last);
          const read = readDateText(`${m}/${d}/${y}`);
          expect(read.ok).toBe(false);
          if (!read.ok)
            expect(read.reason).toMatch(/^Not a date: \w+( \d{4})? has no \d+(st|nd|rd|th)\.$/);
        },
      ),
    );
  });
});
