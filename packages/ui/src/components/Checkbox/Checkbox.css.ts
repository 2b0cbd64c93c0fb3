import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&[data-disabled][data-state="checked"], &[data-disabled][data-state="indeterminate"]': {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
});

export const indicator = style({ display: 'inline-flex' });
