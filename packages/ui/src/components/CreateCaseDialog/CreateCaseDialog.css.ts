import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&:has([data-state="checked"])': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.space.lg} + ${vars.space.xxs})`,
  height: `calc(${vars.space.lg} + ${vars.space.xxs})`,
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: { '&[data-state="checked"]': { borderColor: vars.color.brand } },
});

export const indicator = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});
