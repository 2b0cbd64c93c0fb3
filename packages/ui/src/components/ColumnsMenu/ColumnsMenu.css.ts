import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The panel the menu opens: a card above the page. */
export const panel = style({
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  minWidth: '260px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  maxHeight: 'min(480px, var(--radix-popover-content-available-height))',
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const heading = style({
  margin: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  ':hover': { background: vars.color.surfaceMuted },
});

export const name = style({ flex: 1, minWidth: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
});
