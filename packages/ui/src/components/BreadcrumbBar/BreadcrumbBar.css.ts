import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const trail = style({ flex: 1, minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.link, textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const current = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const separator = style({ color: vars.color.textSubtle, display: 'inline-flex' });

export const extra = style({ color: vars.color.textMuted, marginLeft: vars.space.sm });

export const languages = style({
  display: 'inline-flex',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const language = style({
  all: 'unset',
  boxSizing: 'border-box',
  height: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  display: 'inline-flex',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '& + &': { borderLeft: `1px solid ${vars.color.border}` },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
