import { formatMoney, type Money } from '@bq/validators';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Amount.css';

/** `auto`: a minus on negative amounts only; `always`: a plus on positive ones too (a change). */
export const AMOUNT_SIGNS = ['auto', 'always'] as const;
export type AmountSign = (typeof AMOUNT_SIGNS)[number];

export const AMOUNT_WEIGHTS = ['regular', 'bold'] as const;
export type AmountWeight = (typeof AMOUNT_WEIGHTS)[number];

export const AMOUNT_STATES = ['positive', 'zero', 'negative'] as const;
export type AmountState = (typeof AMOUNT_STATES)[number];

export type AmountProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** The amount, in exact minor units (`parseMoney('-125.00')` of @bq/validators). */
  value: Money;
  sign?: AmountSign;
  /** Bold for a total. */
  weight?: AmountWeight;
};

const amountState = (value: Money): AmountState =>
  value.minor < 0n ? 'negative' : value.minor === 0n ? 'zero' : 'positive';

/** The text an Amount shows: `$1,234.50`, `-$125.00`, `+$5.00` (sign `always`), `3 tokens`. */
export function amountText(value: Money, sign: AmountSign = 'auto'): string {
  const text = formatMoney(value);
  return sign === 'always' && value.minor > 0n ? `+${text}` : text;
}

/**
 * An amount of money (dollars or tokens) as text, in figures of one width. A negative amount is
 * written with its minus and drawn in the danger colour; `data-state` says which it is.
 */
export const Amount = forwardRef<HTMLSpanElement, AmountProps>(function Amount(
  { value, sign = 'auto', weight = 'regular', className, ...props },
  ref,
) {
  const state = amountState(value);
  return (
    <span
      ref={ref}
      className={[styles.amount, styles.state[state], styles.weight[weight], className]
        .filter(Boolean)
        .join(' ')}
      data-state={state}
      data-unit={value.unit}
      {...props}
    >
      {amountText(value, sign)}
    </span>
  );
});
Amount.displayName = 'Amount';
