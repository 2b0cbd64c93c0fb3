import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Never wider than the gallery: a cover on a phone shrinks instead of running off the page. */
export const item = style({ position: 'relative', maxWidth: '100%' });

export const thumb = style({
  display: 'block',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
  cursor: 'zoom-in',
  ':hover': { borderColor: vars.color.borderStrong },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** Thumbnails keep the photo's shape inside a fixed box, so a row of them lines up. */
export const size = styleVariants({
  sm: { width: 96, height: 72 },
  md: { width: 160, height: 120 },
  /**
   * A cover photo shown first (a listing's share page): 480 × 320 where there is room, narrower
   * in a narrow column (a 390 px phone) with the same 3:2 shape.
   */
  lg: { width: 480, maxWidth: '100%', height: 'auto', aspectRatio: '3 / 2' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** The place a dragged thumbnail would land. */
export const dropTarget = style({
  outline: `2px dashed ${vars.color.focusRing}`,
  outlineOffset: '3px',
  borderRadius: vars.radius.md,
});
