import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const frame = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const scroller = style({
  overflow: 'auto',
  position: 'relative',
  // Inset: the frame clips anything drawn outside it.
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

// Grid layout on the table elements keeps their semantics while letting rows be positioned.
export const table = style({
  display: 'grid',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const head = style({
  display: 'grid',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surfaceMuted,
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

export const body = style({ display: 'grid', position: 'relative' });

export const row = style({
  display: 'flex',
  width: '100%',
  boxShadow: `inset 0 -1px 0 ${vars.color.surfaceSunken}`,
  selectors: {
    'tbody > &:hover': { background: vars.color.surfaceMuted },
    '&[data-state="selected"]': { background: vars.color.brandSoft },
    '&[data-clickable="true"]': { cursor: 'pointer' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const virtualRow = style({ position: 'absolute', top: 0, left: 0 });

export const cell = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  padding: `0 ${vars.space.md}`,
  overflow: 'hidden',
});

// Text in a cell stays on one line and ends in an ellipsis when the column is too narrow.
export const cellText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// A key identifier is read whole: no ellipsis, a second line when the column is too narrow.
export const keyText = style({
  minWidth: 0,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

// Headers wrap onto a second line rather than lose their words.
export const headText = style({
  minWidth: 0,
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  lineHeight: vars.lineHeight.tight,
  paddingBlock: vars.space.xs,
});

export const flexCell = style({ flex: '1 1 0' });

export const headCell = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

export const align = styleVariants({
  left: { justifyContent: 'flex-start', textAlign: 'left' },
  center: { justifyContent: 'center', textAlign: 'center' },
  right: { justifyContent: 'flex-end', textAlign: 'right' },
});

export const checkCell = style({ flex: `0 0 ${vars.size.controlLg}`, justifyContent: 'center' });

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.brand },
  },
});

export const checkbox = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
  height: vars.space.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
});

export const message = style({
  flex: 1,
  justifyContent: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  padding: vars.space.xl,
});

const shimmer = keyframes({ from: { opacity: 1 }, '50%': { opacity: 0.5 }, to: { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  width: '70%',
  height: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${vars.color.surface} 60%, transparent)`,
  zIndex: vars.zIndex.sticky,
});

export const overlayBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});

export { visuallyHidden } from '../../theme/a11y.css';
