import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.controlLg,
  padding: `0 ${vars.space.lg}`,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: `2px solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  ':hover': { color: vars.color.brand },
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '-2px',
    borderRadius: vars.radius.sm,
  },
  selectors: {
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const count = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  selectors: {
    [`${trigger}[data-state="active"] &`]: { color: vars.color.brand },
    [`${trigger}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

export const content = style({
  paddingTop: vars.space.lg,
  minWidth: 0,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
