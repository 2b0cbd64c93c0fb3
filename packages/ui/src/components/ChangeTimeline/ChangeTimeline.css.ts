import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** Each entry hangs from one line down the left, its marker on the line. */
export const entry = style({
  position: 'relative',
  paddingLeft: vars.space.xl,
  paddingBottom: vars.space.lg,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: vars.space.xs,
  selectors: { '&:last-child': { borderLeftColor: 'transparent', paddingBottom: 0 } },
});

export const marker = style({
  position: 'absolute',
  left: -7,
  top: 4,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.accent}`,
});

export const head = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const who = style({ fontWeight: vars.fontWeight.medium });
export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const title = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fields = style({
  margin: 0,
  marginTop: vars.space.xs,
  display: 'grid',
  gridTemplateColumns: 'minmax(96px, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** A field's term and values sit in the grid's two columns. */
export const field = style({ display: 'contents' });

export const label = style({ color: vars.color.textMuted });

export const values = style({
  margin: 0,
  color: vars.color.text,
  // Long values (an address, a list) wrap instead of widening the page.
  overflowWrap: 'anywhere',
});

export const before = style({ color: vars.color.textMuted });
export const arrow = style({ color: vars.color.textSubtle, paddingInline: vars.space.xs });
export const after = style({ fontWeight: vars.fontWeight.medium });
export const absent = style({ color: vars.color.textSubtle, fontWeight: vars.fontWeight.regular });

export const emptyText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
