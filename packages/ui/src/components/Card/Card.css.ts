import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const extra = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const body = style({ flex: 1, minWidth: 0 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  borderBottomLeftRadius: vars.radius.md,
  borderBottomRightRadius: vars.radius.md,
});

/** Padding of every section, by the card's `padding` prop. */
export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: `${vars.space.sm} ${vars.space.md}` },
  md: { padding: `${vars.space.md} ${vars.space.lg}` },
  lg: { padding: `${vars.space.lg} ${vars.space.xl}` },
});
