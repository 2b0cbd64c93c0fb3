import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const input = style({ fontVariantNumeric: 'tabular-nums' });

export const popover = style({
  zIndex: vars.zIndex.popover,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  width: vars.size.controlMd,
  height: vars.size.controlSm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = style({ padding: 0, textAlign: 'center' });

export const day = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  cursor: 'pointer',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  ':hover': { background: vars.color.brandSoft },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  selectors: {
    '&[data-outside]': { color: vars.color.textSubtle },
    '&[aria-current="date"]': {
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&[data-state="selected"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
