import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // A fieldset groups the three for screen readers; it draws nothing of its own.
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const field = style({ width: `calc(${vars.space.xl} * 2.5)` });

export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

/** The stepper and, under it, what is wrong with a typed quantity. */
export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const message = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
