import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterNumericInput,
  isValidNumeric,
  NUMERIC_TYPES,
  type NumericOptions,
  type NumericType,
  numericProblem,
  readTypedNumber,
} from '../src/index.js';

describe('filterNumericInput while typing', () => {
  it.each([
    [1, 'abc-12.345', '-12.34'],
    [1, '1-2', '12'],
    [1, '1.2.3', '1.23'],
    [1, '--5', '-5'],
    [1, '-', '-'],
    [1, '12.', '12.'],
    [1, '-.5', '-0.5'],
    [1, '-0.00', '-0.0'],
    [2, '-3.14159', '3.14'],
    [3, '12.5', '12'],
    [3, '1005', '100'],
    [3, '99', '99'],
    [3, '-7', '7'],
    [4, '100.5', '100.'],
    [4, '100.000', '100.000'],
    [4, '99.9999', '99.999'],
    [4, '250', '25'],
    [6, '12.34567', '12.3456'],
    [6, '101', '10'],
    ['default', '12a-3.4', '1234'],
    ['default', '007', '007'],
  ] as const)('type %s keeps %j as %j', (type, raw, expected) => {
    expect(filterNumericInput(raw, type)).toBe(expected);
  });

  it('writes a dot typed first as 0.', () => {
    expect(filterNumericInput('.5', 1)).toBe('0.5');
    expect(filterNumericInput('.', 4)).toBe('0.');
  });

  it('replaces a lone leading zero with the next digit', () => {
    expect(filterNumericInput('05', 1)).toBe('5');
    expect(filterNumericInput('-007', 1)).toBe('-7');
    expect(filterNumericInput('00', 3)).toBe('0');
    expect(filterNumericInput('0.05', 2)).toBe('0.05');
  });

  it('limits type 2 to the configured number of places, 2 by default', () => {
    expect(filterNumericInput('1.23456', 2)).toBe('1.23');
    expect(filterNumericInput('1.23456', 2, { places: 3 })).toBe('1.234');
    expect(filterNumericInput('1.23456', 2, { places: 4 })).toBe('1.2345');
  });

  it('limits type 6 to the configured number of places, 4 by default', () => {
    expect(filterNumericInput('1.23456', 6, { places: 1 })).toBe('1.2');
    expect(filterNumericInput('1.23456', 6)).toBe('1.2345');
  });

  it('ignores places on types with a fixed precision', () => {
    expect(filterNumericInput('1.2345', 1, { places: 4 })).toBe('1.23');
    expect(filterNumericInput('1.2345', 4, { places: 1 })).toBe('1.234');
  });

  it('rejects places outside the range a type supports', () => {
    expect(() => filterNumericInput('1', 2, { places: 1 })).toThrow(RangeError);
    expect(() => isValidNumeric('1', 6, { places: 5 })).toThrow(RangeError);
  });

  it('treats null, undefined and numbers like their text', () => {
    expect(filterNumericInput(null, 1)).toBe('');
    expect(filterNumericInput(undefined, 3)).toBe('');
    expect(filterNumericInput(12.5, 1)).toBe('12.5');
  });
});

describe('isValidNumeric on a complete value', () => {
  it.each([
    [1, ['0', '-1', '12.3', '-12.34', '1234567']],
    [2, ['0', '3', '3.1', '3.14']],
    [3, ['0', '7', '100']],
    [4, ['0', '100', '100.000', '99.999', '0.5']],
    [6, ['100', '100.0000', '0.0001', '55']],
    ['default', ['0', '007', '123456']],
  ] as const)('type %s accepts %j', (type, values) => {
    for (const value of values) expect(isValidNumeric(value, type)).toBe(true);
  });

  it.each([
    [1, ['', '-', '12.', '.5', '-0', '-0.00', '007', '1.234', '1e3', ' 1']],
    [2, ['-1', '3.141', '', '01']],
    [3, ['101', '1.5', '-1', '']],
    [4, ['100.001', '1.2345', '101']],
    [6, ['100.0001', '1.23456', '-5']],
    ['default', ['', '-1', '1.0', 'a']],
  ] as const)('type %s rejects %j', (type, values) => {
    for (const value of values) expect(isValidNumeric(value, type)).toBe(false);
  });

  it('accepts up to the configured places for type 2, not exactly that many', () => {
    expect(isValidNumeric('3.14', 2, { places: 4 })).toBe(true);
    expect(isValidNumeric('3.1416', 2, { places: 4 })).toBe(true);
    expect(isValidNumeric('3.14159', 2, { places: 4 })).toBe(false);
  });

  it('checks numbers through their text and rejects null', () => {
    expect(isValidNumeric(42, 3)).toBe(true);
    expect(isValidNumeric(0.1 + 0.2, 1)).toBe(false);
    expect(isValidNumeric(null, 1)).toBe(false);
  });
});

// --- properties -------------------------------------------------------------------------------

const cases: Array<[NumericType, NumericOptions | undefined]> = [
  [1, undefined],
  [2, undefined],
  [2, { places: 3 }],
  [2, { places: 4 }],
  [3, undefined],
  [4, undefined],
  [6, undefined],
  [6, { places: 1 }],
  ['default', undefined],
];

const typing = fc.oneof(
  fc.string({ unit: fc.constantFrom('0', '0', '1', '5', '9', '.', '-', 'a', ' '), maxLength: 12 }),
  fc.string({ maxLength: 12 }),
);

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

function placesOf(type: NumericType, options?: NumericOptions): number {
  if (type === 2) return options?.places ?? 2;
  if (type === 6) return options?.places ?? 4;
  return { 1: 2, 3: 0, 4: 3, default: 0 }[type];
}

/** Builds only valid values, independently of the implementation's own parser. */
function validValue(type: NumericType, options?: NumericOptions): fc.Arbitrary<string> {
  if (type === 'default') return digits(1, 12);
  const max100 = type === 3 || type === 4 || type === 6;
  const places = placesOf(type, options);
  return fc
    .record({
      minus: fc.boolean(),
      int: max100 ? fc.integer({ min: 0, max: 100 }) : fc.nat(),
      frac: digits(0, places),
    })
    .filter(({ minus, int, frac }) => {
      if (int === 100 && /[1-9]/.test(frac)) return false;
      return !(minus && int === 0 && /^0*$/.test(frac));
    })
    .map(
      ({ minus, int, frac }) => `${type === 1 && minus ? '-' : ''}${int}${frac ? `.${frac}` : ''}`,
    );
}

describe.each(cases)('numeric type %s with options %j', (type, options) => {
  const filter = (raw: string) => filterNumericInput(raw, type, options);
  const valid = (value: string) => isValidNumeric(value, type, options);

  it('filtering twice gives the same result as filtering once', () => {
    fc.assert(fc.property(typing, (raw) => filter(filter(raw)) === filter(raw)));
  });

  it('filter output can always be completed into a valid value', () => {
    const suffixes = ['', '0', '1', '.1', '01', '001', '0001'];
    fc.assert(
      fc.property(typing, (raw) => {
        const out = filter(raw);
        return suffixes.some((suffix) => valid(out + suffix));
      }),
    );
  });

  it('every valid value passes through the filter unchanged', () => {
    fc.assert(
      fc.property(validValue(type, options), (value) => valid(value) && filter(value) === value),
    );
  });

  it('a typed value that is valid is kept as typed', () => {
    fc.assert(fc.property(typing, (raw) => !valid(raw) || filter(raw) === raw));
  });
});

it('NUMERIC_TYPES lists the spec types and default', () => {
  expect(NUMERIC_TYPES).toEqual([1, 2, 3, 4, 6, 'default']);
});

describe('numericProblem', () => {
  it('says a value too large for its column is too large, not a matter of decimals', () => {
    const money = { places: 2, maxIntegerDigits: 12 } as const;
    expect(numericProblem('1234567890123.50', 2, money)).toBe(
      'Too large: at most 12 digits before the decimal point.',
    );
    expect(numericProblem('123456789012.50', 2, money)).toBeNull();
    expect(numericProblem('12.505', 2, money)).toBe('At most 2 digits after the decimal point.');
  });

  it('says a percent over 100 is too large and a whole-number type takes no fraction', () => {
    expect(numericProblem('100.01', 6)).toBe('Too large: at most 100.');
    expect(numericProblem('100', 6)).toBeNull();
    expect(numericProblem('101', 3)).toBe('Too large: at most 100.');
    expect(numericProblem('5.5', 3)).toBe('Whole numbers only.');
  });

  it('the filter never keeps more integer digits than the column holds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,20}(\.\d{0,4})?$/),
        fc.integer({ min: 1, max: 15 }),
        (raw, max) => {
          const kept = filterNumericInput(raw, 2, { maxIntegerDigits: max });
          const int = kept.split('.')[0] ?? '';
          expect(int.length).toBeLessThanOrEqual(max);
          // Whatever the filter keeps is never refused as too large.
          expect(numericProblem(kept, 2, { maxIntegerDigits: max }) ?? '').not.toMatch(
            /^Too large/,
          );
        },
      ),
    );
  });
});

describe('readTypedNumber: never another number without a word (issue 24)', () => {
  const money = { places: 2, maxIntegerDigits: 12 } as const;

  it.each([
    [2, '-5', '-5', 'Must not be negative.'],
    [2, '-', '-', 'Must not be negative.'],
    [2, '1234.567', '1234.567', 'At most 2 digits after the decimal point.'],
    [2, '1234567890123', '1234567890123', 'Too large: at most 12 digits before the decimal point.'],
    [6, '150', '150', 'Too large: at most 100.'],
    [3, '5.5', '5.5', 'Whole numbers only.'],
    [2, '$1,250.50', '1250.50', null],
    [2, '.5', '0.5', null],
    [2, '05', '5', null],
    [1, '-12.5', '-12.5', null],
    [1, '-', '-', null],
    ['default', '12a34', '1234', null],
  ] as const)('type %s reads %j as %j (%s)', (type, raw, value, problem) => {
    expect(readTypedNumber(raw, type, type === 2 ? money : undefined)).toEqual({ value, problem });
  });

  /** The number a decimal text stands for, written one way ('-0.50' and '-.5' alike). */
  const canonical = (text: string) => {
    const negative = text.startsWith('-');
    const [whole = '', fraction = ''] = text.replace('-', '').split('.');
    const int = whole.replace(/^0+/, '') || '0';
    const frac = fraction.replace(/0+$/, '');
    const zero = int === '0' && frac === '';
    return `${negative && !zero ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
  };

  it('keeps the number typed, or says why it cannot', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^-?\d{0,16}(\.\d{0,6})?$/),
        fc.constantFrom(...NUMERIC_TYPES),
        (typed, type) => {
          const options = type === 2 ? money : undefined;
          const { value, problem } = readTypedNumber(typed, type, options);
          if (problem !== null) expect(value).toBe(typed);
          else expect(canonical(value)).toBe(canonical(typed));
        },
      ),
    );
  });
});
