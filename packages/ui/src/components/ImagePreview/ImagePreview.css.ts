import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.textInverse,
  ':focus': { outline: 'none' },
});

// The empty area around the image is the mask: a click there closes the preview.
export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const image = style({
  maxWidth: '80vw',
  maxHeight: '70vh',
  objectFit: 'contain',
  transition: `transform ${vars.motion.normal}`,
  userSelect: 'none',
  boxShadow: vars.shadow.lg,
});

export const control = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandHover },
  ':focus-visible': { outline: `2px solid ${vars.color.onBrand}`, outlineOffset: '2px' },
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const close = style({
  position: 'absolute',
  top: vars.space.lg,
  right: vars.space.lg,
});

export const previous = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '50%',
  transform: 'translateY(-50%)',
});
export const next = style({
  position: 'absolute',
  right: vars.space.lg,
  top: '50%',
  transform: 'translateY(-50%)',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const readout = style({
  minWidth: vars.size.controlLg,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrand,
  fontVariantNumeric: 'tabular-nums',
});

export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: '100%',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
});

export const thumb = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  flexShrink: 0,
  width: `calc(${vars.size.controlLg} * 1.6)`,
  height: vars.size.controlLg,
  borderRadius: vars.radius.sm,
  border: `2px solid transparent`,
  overflow: 'hidden',
  cursor: 'pointer',
  opacity: 0.6,
  ':hover': { opacity: 1 },
  ':focus-visible': { outline: `2px solid ${vars.color.onBrand}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-current="true"]': { opacity: 1, borderColor: vars.color.onBrand },
  },
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export { visuallyHidden } from '../../theme/a11y.css';
