import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const rootBase = style({ display: 'flex', fontFamily: vars.font.body, fontSize: vars.fontSize.md });

export const root = styleVariants({
  vertical: [rootBase, { flexDirection: 'column', gap: vars.space.sm }],
  horizontal: [rootBase, { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg }],
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled } },
});

export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      borderColor: vars.color.border,
    },
  },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  selectors: { '[data-disabled] > &': { background: vars.color.borderStrong } },
});
