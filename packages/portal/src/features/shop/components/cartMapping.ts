import type { CartAnswer } from '@bq/contract';
import { compareMoney, formatMoney as formatAmount, safeParseMoney } from '@bq/validators';
import { formatMoney, readMoney } from '../../../shared/money';

export type CartLine = CartAnswer['lines'][number];

/** A line's or a product's name: English, else the Chinese one (commerce's pages are English). */
export const titleOf = (en: string, zh: string): string => en.trim() || zh.trim();

/** Whether the server's price now differs from the one the line was added at. */
export function priceChanged(line: Pick<CartLine, 'unitPrice' | 'currentPrice'>): boolean {
  const was = readMoney(line.unitPrice);
  const now = readMoney(line.currentPrice);
  return was !== null && now !== null && compareMoney(was, now) !== 0;
}

export interface CartNotice {
  lineId: number;
  kind: 'price' | 'problem';
  text: string;
}

/**
 * What the buyer must see before checking out: each line whose price changed since it was added
 * (was and now) and each line that cannot be bought now, in the server's words.
 */
export function cartNotices(cart: Pick<CartAnswer, 'lines'>): CartNotice[] {
  const notices: CartNotice[] = [];
  for (const line of cart.lines) {
    const title = titleOf(line.titleEn, line.titleZh);
    if (priceChanged(line))
      notices.push({
        lineId: line.id,
        kind: 'price',
        text: `${title}: the price changed from ${formatMoney(line.unitPrice)} to ${formatMoney(line.currentPrice)}`,
      });
    if (line.problem)
      notices.push({ lineId: line.id, kind: 'problem', text: `${title}: ${line.problem}` });
  }
  return notices;
}

/** A cart can be checked out when it holds lines and none of them has a problem. */
export const canCheckOut = (cart: Pick<CartAnswer, 'lines'> | undefined): boolean =>
  !!cart && cart.lines.length > 0 && cart.lines.every((line) => !line.problem);

/** The cart lines of one course (the hall's "Buy" adds it once). */
export const courseLineOf = (cart: Pick<CartAnswer, 'lines'> | undefined, courseId: number) =>
  cart?.lines.find((line) => line.kind === 'course' && line.courseId === courseId);

/**
 * The checkout's token option: whether the buyer's tokens can pay this cart (products
 * only, the balance covering it) and how the option reads, with the balance shown.
 */
export function tokenOffer(
  mine: { balance: string; cartTokens: string | null; value: string } | undefined,
): { payable: boolean; label: string } {
  if (!mine) return { payable: false, label: 'Tokens' };
  const balance = safeParseMoney(mine.balance, 'TOKEN');
  const held = balance.ok ? formatAmount(balance.money) : `${mine.balance} tokens`;
  if (mine.cartTokens === null)
    return { payable: false, label: `Tokens (you have ${held}; products only)` };
  const cost = safeParseMoney(mine.cartTokens, 'TOKEN');
  if (!balance.ok || !cost.ok) return { payable: false, label: 'Tokens' };
  const payable = compareMoney(balance.money, cost.money) >= 0;
  return {
    payable,
    label: `Tokens: ${formatAmount(cost.money)} of your ${held}${payable ? '' : ' (not enough)'}`,
  };
}
