import { type Money, moneyOf } from '@bq/validators';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossOf, lineRefund, placeScoped } from '../src/domain/commerce/money-split.js';
import { checkOrderArithmetic } from './commerce-helpers.js';

/**
 * The order arithmetic of docs/commerce.md rules 5 and 7 as a property, pure (no server): a
 * discount spread over the lines (or over a code's lines only) adds up, part refunds of a line never pass what it paid, and
 * refunding everything returns exactly what was paid.
 */

const usd = (cents: number): Money => moneyOf(BigInt(cents));

describe('the order arithmetic', () => {
  it('loses or creates no cent over random orders, discounts and partial line refunds', () => {
    const line = fc.record({
      cents: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })), { maxLength: 40 }),
        checkOrderArithmetic,
      ),
      { numRuns: 300 },
    );
  });

  it('spreads a scoped discount over its lines only, adding up to the cent', () => {
    const line = fc.record({
      cents: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      eligible: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (lines, discountCents) => {
          const priced = lines.map((l) => ({ ...l, unitPrice: usd(l.cents) }));
          const placed = placeScoped(priced, usd(discountCents));
          const eligibleGoods = priced
            .filter((l) => l.eligible)
            .reduce((sum, l) => sum + grossOf(l).minor, 0n);
          const asked = BigInt(discountCents);
          const shares = placed.reduce((sum, p) => sum + p.discountShare.minor, 0n);
          expect(shares).toBe(asked < eligibleGoods ? asked : eligibleGoods);
          placed.forEach((p, i) => {
            if (!priced[i]?.eligible) expect(p.discountShare.minor).toBe(0n);
            expect(p.paidNet.minor + p.discountShare.minor).toBe(p.gross.minor);
            expect(p.paidNet.minor >= 0n).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses to refund more items than are left', () => {
    const line = { paidNet: usd(1000), quantity: 2, refunded: usd(0), refundedQuantity: 2 };
    expect(() => lineRefund(line, 1)).toThrow(RangeError);
  });
});
