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
