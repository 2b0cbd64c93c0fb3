import { Amount, type AmountProps } from '@bq/ui';
import { readMoney } from './money';

/**
 * A server's amount shown by the design system's `Amount` (tabular figures, the minus and the
 * danger colour of a negative amount); nothing for a missing or unreadable one.
 */
export function AmountText({
  amount,
  ...props
}: Omit<AmountProps, 'value'> & { amount: string | null | undefined }) {
  const money = readMoney(amount);
  return money ? <Amount value={money} {...props} /> : null;
}
