import {
  businessDay,
  compareMoney,
  type Money,
  moneyToDecimal,
  parseMoney,
  percentageOf,
  readDecimal,
  subtractMoney,
  sumMoney,
  zeroMoney,
} from '@bq/validators';
import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import {
  type DiscountScope,
  discountCodes,
  discountRedemptions,
} from '../../db/schema-commerce.js';
import { fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { recordMiss, refuseOverGuesses } from './discount-guesses.js';
import { grossOf, type PlacedLine, type PricedLine, placeScoped } from './money-split.js';

/**
 * Discount codes (docs/commerce.md "Discount codes"). A code is checked twice: when the buyer
 * tries it against their cart (nothing is kept), and at placement under the code's row lock,
 * where its use is recorded with the order. Its discount is spread once over the lines it applies
 * to and frozen there (`discount_share`, `paid_net`), so a refund of a line returns what that line
 * was paid, discount and all.
 */

export type CodeRow = typeof discountCodes.$inferSelect;

/** The buyer's form names the field; every refusal is said under it. */
const refuse = (message: string) => fieldRefused('discountCode', message);

const SCOPE_WORDS: Record<DiscountScope, string> = {
  order: 'anything',
  products: 'products',
  courses: 'courses',
};

export const appliesTo = (scope: DiscountScope, kind: 'course' | 'product') =>
  scope === 'order' || (scope === 'products') === (kind === 'product');

/** Basis points as the percent the money module reads: 1050 → "10.50". */
export const percentOfBp = (bp: number) =>
  `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** "12.5" (the form's percent, at most two places) → 1250 basis points. */
export function bpOfPercent(percent: string): number {
  const d = readDecimal(percent);
  if (!d || d.scale > 2) throw refuse('must be a percent with at most 2 decimals');
  return Number(d.units * 10n ** BigInt(2 - d.scale));
}

/**
 * What a code takes off the goods it applies to: a percent rounded half up to the cent, or the
 * fixed amount cut to those goods (a code never pays the buyer).
 */
export function discountOf(code: Pick<CodeRow, 'kind' | 'percentBp' | 'amount'>, goods: Money) {
  const off =
    code.kind === 'percent'
      ? percentageOf(goods, percentOfBp(code.percentBp ?? 0), 'half-up')
      : parseMoney(code.amount ?? '0');
  return compareMoney(off, goods) > 0 ? goods : off;
}

export interface CodedLine extends PricedLine {
  kind: 'course' | 'product';
}

/** The lines placed with the code's discount on the lines it applies to; refuses a cart it misses. */
export function placeWithCode(code: CodeRow, lines: readonly CodedLine[]) {
  const eligible = lines.map((l) => ({ ...l, eligible: appliesTo(code.scope, l.kind) }));
  if (!eligible.some((l) => l.eligible)) {
    throw refuse(`applies to ${SCOPE_WORDS[code.scope]} only, and your cart has none`);
  }
  const goods = sumMoney(eligible.filter((l) => l.eligible).map(grossOf));
  const discount = discountOf(code, goods);
  const placed: PlacedLine[] = placeScoped(eligible, discount);
  return { placed, discount, eligible: eligible.map((l) => l.eligible) };
}

const UNKNOWN = 'is not one we know (check its spelling)';

/** The code as typed, in any case, or null; `lock` takes its row so uses are counted in turn. */
async function findCode(tx: Db | Tx, typed: string, lock: boolean): Promise<CodeRow | null> {
  const query = tx
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${typed.trim()})`);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The code a buyer gives at checkout, its row locked (uses are counted one buyer at a time). A
 * buyer over the hour's misses is refused before the lookup; a miss here is not counted (the
 * refusal rolls the order back with it), the preview a checkout follows counts it.
 */
export async function codeNamed(tx: Tx, act: Act, typed: string, buyerId: number) {
  await refuseOverGuesses(tx, act, buyerId);
  const row = await findCode(tx, typed, true);
  if (!row) throw refuse(UNKNOWN);
  return row;
}

/**
 * Whether an order placed with a code still uses it: a cancelled (or expired) order gave its use
 * back, and so did one refunded in full, whose buyer kept no discount. A partly refunded order
 * keeps its use: the lines kept were bought at the discounted price.
 */
export const stillUses = (orderId: SQLWrapper) =>
  sql`exists (select 1 from orders o where o.id = ${orderId} and o.state not in ('cancelled', 'refunded'))`;

/** Orders placed with the code that still count (`stillUses`). */
export async function usesOf(db: Db | Tx, codeId: number, buyerId: number) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      buyer: sql<number>`(count(*) filter (where ${discountRedemptions.buyerId} = ${buyerId}))::int`,
    })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, codeId), stillUses(discountRedemptions.orderId)));
  return { all: row?.all ?? 0, buyer: row?.buyer ?? 0 };
}

/** Refuses a code the buyer may not use today, in words they can act on. */
export async function checkCode(db: Db | Tx, act: Act, code: CodeRow, buyerId: number) {
  if (!code.active) throw refuse('is no longer offered');
  const today = businessDay(act.now);
  if (code.validFrom !== null && today < code.validFrom) {
    throw refuse(`is not valid yet (it starts on ${code.validFrom})`);
  }
  if (code.validTo !== null && today > code.validTo) {
    throw refuse(`has expired (it ended on ${code.validTo})`);
  }
  const uses = await usesOf(db, code.id, buyerId);
  if (code.maxUsesPerBuyer !== null && uses.buyer >= code.maxUsesPerBuyer) {
    throw refuse(
      code.maxUsesPerBuyer === 1
        ? 'has already been used by you'
        : `has already been used by you ${uses.buyer} times, its limit`,
    );
  }
  if (code.maxUses !== null && uses.all >= code.maxUses) throw refuse('has been used up');
}

/** Records the code's use with the order just placed (one code per order: the primary key). */
export async function redeemCode(
  tx: Tx,
  act: Act,
  use: { codeId: number; orderId: number; buyerId: number; amount: Money },
) {
  await tx.insert(discountRedemptions).values({
    orderId: use.orderId,
    codeId: use.codeId,
    buyerId: use.buyerId,
    amount: moneyToDecimal(use.amount),
    at: act.now,
  });
}

/**
 * What a code would take off the buyer's cart at today's prices, read without a lock: the answer
 * is a preview, and placement checks everything again under lock.
 */
export async function previewCode(
  db: Db,
  act: Act,
  buyerId: number,
  typed: string,
  lines: readonly (CodedLine & { id: number })[],
) {
  await refuseOverGuesses(db, act, buyerId);
  const code = await findCode(db, typed, false);
  if (!code) {
    await recordMiss(db, act, buyerId);
    throw refuse(UNKNOWN);
  }
  await checkCode(db, act, code, buyerId);
  if (lines.length === 0) throw refuse('cannot apply: your cart is empty');
  const { discount, eligible } = placeWithCode(code, lines);
  const goods = sumMoney(lines.map(grossOf));
  return {
    code: code.code,
    goods: moneyToDecimal(goods),
    discount: moneyToDecimal(discount),
    total: moneyToDecimal(subtractMoney(goods, discount)),
    lineIds: lines.filter((_, i) => eligible[i]).map((l) => l.id),
  };
}

export interface NewCode {
  code: string;
  kind: 'percent' | 'fixed';
  percent?: string | undefined;
  amount?: string | undefined;
  scope: DiscountScope;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  maxUsesPerBuyer: number | null;
}

export async function addCode(tx: Tx, act: Act & { actor: number }, input: NewCode) {
  const code = input.code.trim();
  const [taken] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code})`);
  if (taken) throw fieldRefused('code', 'is taken by another code');
  const percentBp = input.kind === 'percent' ? bpOfPercent(input.percent ?? '') : null;
  if (percentBp !== null && (percentBp < 1 || percentBp > 10000)) {
    throw fieldRefused('percent', 'must be more than 0 and at most 100');
  }
  const amount = input.kind === 'fixed' ? parseMoney(input.amount ?? '') : null;
  if (amount !== null && compareMoney(amount, zeroMoney()) <= 0) {
    throw fieldRefused('amount', 'must be more than 0');
  }
  const [row] = await tx
    .insert(discountCodes)
    .values({
      code,
      kind: input.kind,
      percentBp,
      amount: amount === null ? null : moneyToDecimal(amount),
      scope: input.scope,
      validFrom: input.validFrom,
      validTo: input.validTo,
      maxUses: input.maxUses,
      maxUsesPerBuyer: input.maxUsesPerBuyer,
      createdBy: act.actor,
      createdAt: act.now,
    })
    .returning({ id: discountCodes.id });
  if (!row) throw new Error('discount code insert');
  return row.id;
}

/** Stops a code for new orders; orders placed with it keep their frozen discount. */
export async function deactivateCode(tx: Tx, _act: Act, id: number) {
  const [row] = await tx
    .update(discountCodes)
    .set({ active: false })
    .where(eq(discountCodes.id, id))
    .returning({ id: discountCodes.id });
  if (!row) throw notFound('Discount code');
}
