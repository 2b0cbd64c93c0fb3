import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  columnGap: vars.space.xl,
  rowGap: vars.space.lg,
  margin: 0,
});

export const columns = styleVariants({
  1: { gridTemplateColumns: 'minmax(0, 1fr)' },
  2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const span = styleVariants({
  1: { gridColumn: 'span 1' },
  2: { gridColumn: 'span 2' },
  3: { gridColumn: 'span 3' },
});

export const term = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  // Long addresses, e-mails and ids wrap instead of pushing the grid wider.
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const empty = style({ color: vars.color.textSubtle });
