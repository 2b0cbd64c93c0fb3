import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  allocateMoney,
  compareMoney,
  formatMoney,
  isNegativeMoney,
  isZeroMoney,
  type Money,
  MoneyParseError,
  type MoneyUnit,
  moneyOf,
  moneyToDecimal,
  negateMoney,
  parseMoney,
  percentageOf,
  type Rounding,
  safeParseMoney,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from '../src/index.js';

const usd = (text: string) => parseMoney(text, 'USD');
const tokens = (text: string) => parseMoney(text, 'TOKEN');
const total = (list: readonly Money[]) => list.reduce((s, m) => s + m.minor, 0n);

// Up to ±$10^14: past the largest numeric(14,2) value, so every stored amount is covered.
const minor = fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n });
const unit = fc.constantFrom<MoneyUnit>('USD', 'TOKEN');
const amount = fc.tuple(minor, unit).map(([m, u]) => moneyOf(m, u));
const rounding = fc.constantFrom<Rounding>('half-even', 'half-up', 'down');
/** Team split percents as the form sends them ('33.33'), some of them zero. */
const ratios = fc
  .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 20 })
  .filter((rs) => rs.some((r) => r > 0))
  .map((rs) => rs.map((r) => (r / 100).toFixed(2)));

describe('parse and write', () => {
  it('reads the decimal strings of columns and forms in minor units', () => {
    expect(usd('-125.00')).toEqual({ unit: 'USD', minor: -12500n });
    expect(usd('1234.5').minor).toBe(123450n);
    expect(usd('500000').minor).toBe(50000000n);
    expect(usd('.5').minor).toBe(50n);
    expect(usd('999999999999.99').minor).toBe(99999999999999n);
    expect(tokens('1234')).toEqual({ unit: 'TOKEN', minor: 1234n });
  });

  it('refuses anything that is not a plain decimal, saying why', () => {
    for (const bad of ['', '-', '.', '1e5', ' 1', '1,000', '$5', '+5', '--5', '1.2.3', 'NaN']) {
      expect(() => usd(bad), bad).toThrow(MoneyParseError);
      expect(safeParseMoney(bad)).toMatchObject({ ok: false, problem: 'not-a-number' });
    }
    expect(() => usd('1.005')).toThrow('USD amounts have at most 2 decimals: "1.005".');
    expect(() => tokens('1.5')).toThrow('TOKEN amounts are whole numbers: "1.5".');
  });

  it('writes every place for the database and the contract', () => {
    expect(moneyToDecimal(usd('-125'))).toBe('-125.00');
    expect(moneyToDecimal(usd('0.05'))).toBe('0.05');
    expect(moneyToDecimal(usd('-0.00'))).toBe('0.00');
    expect(moneyToDecimal(tokens('7'))).toBe('7');
  });

  it('formats in en-US with the sign before the currency', () => {
    expect(formatMoney(usd('1234.5'))).toBe('$1,234.50');
    expect(formatMoney(usd('-125'))).toBe('-$125.00');
    expect(formatMoney(usd('999999999999.99'))).toBe('$999,999,999,999.99');
    expect(formatMoney(zeroMoney())).toBe('$0.00');
    expect(formatMoney(tokens('1234'))).toBe('1,234 tokens');
    expect(formatMoney(tokens('1'))).toBe('1 token');
    expect(formatMoney(tokens('-5'))).toBe('-5 tokens');
  });

  it('round-trips any amount through its decimal string and its display', () => {
    fc.assert(
      fc.property(amount, (m) => {
        expect(parseMoney(moneyToDecimal(m), m.unit)).toEqual(m);
        const shown = formatMoney(m).replace(/[$,]|\s*tokens?$/g, '');
        expect(parseMoney(shown, m.unit)).toEqual(m);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, negates and compares within one unit', () => {
    expect(moneyToDecimal(addMoney(usd('0.10'), usd('0.20')))).toBe('0.30');
    expect(moneyToDecimal(subtractMoney(usd('100'), usd('225.00')))).toBe('-125.00');
    expect(negateMoney(usd('125'))).toEqual(usd('-125'));
    expect(compareMoney(usd('500000'), usd('500000.00'))).toBe(0);
    expect(compareMoney(usd('-1'), usd('0.01'))).toBe(-1);
    expect(isZeroMoney(usd('-0.00'))).toBe(true);
    expect(isNegativeMoney(usd('-0.01'))).toBe(true);
    expect(sumMoney([usd('1.10'), usd('2.20'), usd('-0.30')])).toEqual(usd('3.00'));
    expect(sumMoney([], 'TOKEN')).toEqual(tokens('0'));
  });

  it('refuses to mix dollars and tokens', () => {
    expect(() => addMoney(usd('1'), tokens('1'))).toThrow('Cannot mix USD and TOKEN amounts');
    expect(() => compareMoney(tokens('1'), usd('1'))).toThrow(TypeError);
    expect(() => sumMoney([usd('1')], 'TOKEN')).toThrow(TypeError);
  });

  it('is exact for any amounts: (a + b) - b is a, a + (-a) is zero', () => {
    fc.assert(
      fc.property(minor, minor, unit, (x, y, u) => {
        const a = moneyOf(x, u);
        const b = moneyOf(y, u);
        expect(subtractMoney(addMoney(a, b), b)).toEqual(a);
        expect(isZeroMoney(addMoney(a, negateMoney(a)))).toBe(true);
        // Summed, not negated: -0 is not 0 to toBe.
        expect(compareMoney(a, b) + compareMoney(b, a)).toBe(0);
      }),
    );
  });
});

describe('percentageOf', () => {
  it('settles a half cent by the named rounding', () => {
    const a = usd('10.05');
    expect(percentageOf(a, '50', 'half-even')).toEqual(usd('5.02'));
    expect(percentageOf(a, '50', 'half-up')).toEqual(usd('5.03'));
    expect(percentageOf(a, '50', 'down')).toEqual(usd('5.02'));
    expect(percentageOf(usd('10.15'), '50', 'half-even')).toEqual(usd('5.08'));
    expect(percentageOf(usd('-10.05'), '50', 'half-up')).toEqual(usd('-5.03'));
    expect(percentageOf(usd('1000000'), '2.5', 'half-even')).toEqual(usd('25000'));
    expect(percentageOf(tokens('7'), '50', 'half-even')).toEqual(tokens('4'));
  });

  it('is within half a unit of the exact value (a whole unit toward zero for "down")', () => {
    const percent = fc
      .integer({ min: -1_000_000, max: 1_000_000 })
      .map((p) => (p / 1e4).toFixed(4));
    fc.assert(
      fc.property(amount, percent, rounding, (a, p, r) => {
        const got = percentageOf(a, p, r).minor;
        // Exact value times 10^6 (100 for the percent, 10^4 for its places).
        const exact = a.minor * BigInt(p.replace('.', ''));
        const error = got * 1_000_000n - exact;
        const size = error < 0n ? -error : error;
        if (r === 'down') {
          expect(size < 1_000_000n).toBe(true);
          expect(got === 0n || got < 0n === exact < 0n).toBe(true);
        } else {
          expect(size <= 500_000n).toBe(true);
        }
        // A refund's percentage is minus the payment's.
        expect(percentageOf(negateMoney(a), p, r).minor).toBe(-got);
      }),
    );
  });

  it('rounds exact halves to the even unit under half-even', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (n) => {
        const odd = moneyOf(2n * n + 1n);
        expect(percentageOf(odd, '50', 'half-even').minor % 2n).toBe(0n);
      }),
    );
  });
});

describe('allocateMoney', () => {
  it('splits to the cent, leftovers to the largest remainders, earlier first on a tie', () => {
    expect(allocateMoney(usd('100'), ['33.33', '33.33', '33.34']).map(moneyToDecimal)).toEqual([
      '33.33',
      '33.33',
      '33.34',
    ]);
    expect(allocateMoney(usd('0.02'), [1, 1, 1]).map(moneyToDecimal)).toEqual([
      '0.01',
      '0.01',
      '0.00',
    ]);
    expect(allocateMoney(usd('10'), ['1', '0', '2']).map(moneyToDecimal)).toEqual([
      '3.33',
      '0.00',
      '6.67',
    ]);
    expect(allocateMoney(usd('-125.00'), [1, 1]).map(moneyToDecimal)).toEqual(['-62.50', '-62.50']);
  });

  it('refuses ratios that cannot split anything', () => {
    expect(() => allocateMoney(usd('1'), [0, 0])).toThrow(RangeError);
    expect(() => allocateMoney(usd('1'), ['-1', '2'])).toThrow(RangeError);
    expect(() => allocateMoney(usd('1'), [0.5])).toThrow(TypeError);
    expect(() => allocateMoney(usd('1'), ['half'])).toThrow(TypeError);
  });

  it('loses or creates no cent for any amount and any team split', () => {
    fc.assert(
      fc.property(amount, ratios, (a, rs) => {
        const shares = allocateMoney(a, rs);
        expect(shares).toHaveLength(rs.length);
        expect(total(shares)).toBe(a.minor);
        expect(shares.every((s) => s.unit === a.unit)).toBe(true);
        rs.forEach((r, i) => {
          if (Number(r) === 0) expect(shares[i]?.minor).toBe(0n);
        });
        expect(allocateMoney(negateMoney(a), rs)).toEqual(shares.map(negateMoney));
      }),
    );
  });

  it('gives each share its exact part within one unit', () => {
    fc.assert(
      fc.property(amount, ratios, (a, rs) => {
        const weights = rs.map((r) => BigInt(r.replace('.', '')));
        const sum = weights.reduce((x, y) => x + y, 0n);
        allocateMoney(a, rs).forEach((s, i) => {
          const diff = s.minor * sum - a.minor * (weights[i] ?? 0n);
          expect(diff < sum && -diff < sum).toBe(true);
        });
      }),
    );
  });

  it('loses or creates no cent over random partial refunds split across a team', () => {
    const refunds = fc.array(fc.tuple(fc.integer({ min: 0, max: 100 }), rounding), {
      maxLength: 10,
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        unit,
        refunds,
        ratios,
        (paid, u, steps, team) => {
          const payment = moneyOf(paid, u);
          let left = payment;
          const given: Money[] = [];
          const teamShares = allocateMoney(payment, team);
          for (const [percent, r] of steps) {
            // A partial refund of what is left: never more than was paid, never below zero.
            const refund = negateMoney(percentageOf(left, String(percent), r));
            given.push(refund);
            left = addMoney(left, refund);
            expect(isNegativeMoney(left)).toBe(false);
            // Each refund taken back from the team's shares, to the cent.
            allocateMoney(refund, team).forEach((back, i) => {
              teamShares[i] = addMoney(teamShares[i] ?? zeroMoney(u), back);
            });
          }
          expect(addMoney(left, negateMoney(sumMoney(given, u)))).toEqual(payment);
          expect(sumMoney(teamShares, u)).toEqual(left);
        },
      ),
    );
  });
});
