import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const total = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const control = {
  height: vars.size.controlSm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
} as const;

export const page = style({
  ...control,
  minWidth: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const ellipsis = style({
  minWidth: vars.size.controlSm,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const select = style({ ...control, padding: `0 ${vars.space.xs}`, cursor: 'pointer' });

export const jump = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const jumpInput = style({
  ...control,
  width: `calc(${vars.size.controlSm} * 2)`,
  padding: `0 ${vars.space.xs}`,
  textAlign: 'center',
});
