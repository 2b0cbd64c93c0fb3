import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  justifyContent: 'space-between',
  cursor: 'pointer',
  textAlign: 'left',
  lineHeight: vars.lineHeight.tight,
  ':focus-visible': {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '-1px',
  },
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({ color: vars.color.textSubtle });

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  minWidth: 'var(--radix-select-trigger-width, var(--radix-popover-trigger-width))',
  maxHeight:
    'min(320px, var(--radix-select-content-available-height, var(--radix-popover-content-available-height)))',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} ${vars.space.xl}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  listStyle: 'none',
  selectors: {
    '&[data-highlighted], &[data-active]': { background: vars.color.brandSoft },
    '&[data-disabled], &[aria-disabled="true"]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const indicator = style({
  position: 'absolute',
  left: vars.space.xs,
  display: 'inline-flex',
  color: vars.color.brand,
});

export const scrollButton = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxs,
  color: vars.color.textMuted,
  cursor: 'default',
});

export const search = style({
  flexShrink: 0,
  margin: vars.space.xs,
  marginBottom: 0,
  width: 'auto',
});

export const list = style({
  margin: 0,
  padding: vars.space.xs,
  overflowY: 'auto',
  flex: 1,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.sm}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** An option with a description: the label, and under it the quieter line. */
export const twoLines = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
