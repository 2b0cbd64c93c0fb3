import {
  allocateMoney,
  compareMoney,
  isZeroMoney,
  type Money,
  moneyOf,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from '@bq/validators';

/**
 * The order arithmetic, pure so a property test can run it on thousands of random orders
 * (docs/commerce.md rules 5 and 7). Every amount is `Money` (bigint cents): nothing here rounds
 * through a float.
 */

export interface PricedLine {
  unitPrice: Money;
  quantity: number;
}

export interface PlacedLine {
  gross: Money;
  discountShare: Money;
  /** What the buyer pays for the line: gross − discount share. Fixed from placement on. */
  paidNet: Money;
}

/** A line's price times its quantity. */
export const grossOf = (line: PricedLine): Money =>
  moneyOf(line.unitPrice.minor * BigInt(line.quantity), line.unitPrice.unit);

/**
 * Spreads an order's discount over its lines once, at placement, in proportion to each line's
 * gross (largest remainder: the shares add up to the discount exactly). A discount larger than
 * the goods is cut to the goods, so no line is ever paid below zero.
 */
export function placeLines(lines: readonly PricedLine[], discount: Money): PlacedLine[] {
  const gross = lines.map(grossOf);
  const goods = sumMoney(gross);
  const cut = compareMoney(discount, goods) > 0 ? goods : discount;
  const shares =
    isZeroMoney(cut) || isZeroMoney(goods)
      ? gross.map(() => zeroMoney(goods.unit))
      : allocateMoney(
          cut,
          gross.map((g) => g.minor),
        );
  return gross.map((g, i) => {
    const discountShare = shares[i] ?? zeroMoney(g.unit);
    return { gross: g, discountShare, paidNet: subtractMoney(g, discountShare) };
  });
}

export interface RefundableLine {
  paidNet: Money;
  quantity: number;
  /** Already refunded, in money and in items. */
  refunded: Money;
  refundedQuantity: number;
}

/**
 * What refunding `quantity` more items of a line returns. A part rounds down (its proportional
 * share of the line's paid amount, cut to the cent); the refund that takes the line's last items
 * takes the remainder, so when everything is refunded the refunds add up to exactly what was
 * paid, and no sequence of parts can exceed it. Refuses more items than are left.
 */
export function lineRefund(line: RefundableLine, quantity: number): Money {
  const left = line.quantity - line.refundedQuantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) {
    throw new RangeError(`refund of ${quantity} item(s) where ${left} are left`);
  }
  if (quantity === left) return subtractMoney(line.paidNet, line.refunded);
  const share = (line.paidNet.minor * BigInt(quantity)) / BigInt(line.quantity);
  const remaining = subtractMoney(line.paidNet, line.refunded).minor;
  // The floor of a share never exceeds what is left; min() only states it.
  return moneyOf(share < remaining ? share : remaining, line.paidNet.unit);
}

/**
 * Spreads a discount over the lines it applies to only (a code on products leaves the course lines
 * whole), by gross as `placeLines`: the shares of the eligible lines add up to the discount
 * exactly, and every other line keeps a zero share. Lines keep their order.
 */
export function placeScoped(
  lines: readonly (PricedLine & { eligible: boolean })[],
  discount: Money,
): PlacedLine[] {
  const spread = placeLines(
    lines.filter((l) => l.eligible),
    discount,
  );
  let next = 0;
  return lines.map((l) => {
    const whole = placeLines([l], zeroMoney(l.unitPrice.unit))[0];
    const placed = l.eligible ? spread[next++] : whole;
    if (!placed) throw new Error('a line without its placement');
    return placed;
  });
}
