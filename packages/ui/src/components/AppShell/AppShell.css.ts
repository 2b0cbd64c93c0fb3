import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * Below this width the menu is a narrow icon bar, and opening it lays it over the page as a
 * drawer instead of squeezing the page (a phone held upright is 360–430 px).
 */
export const NARROW_SCREEN = '(max-width: 768px)';
const narrow = `screen and ${NARROW_SCREEN}`;

export const root = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sidebarWidth} minmax(0, 1fr)`,
  height: '100vh',
  overflow: 'hidden',
  transition: `grid-template-columns ${vars.motion.normal}`,
  selectors: {
    '&[data-state="collapsed"]': {
      gridTemplateColumns: `${vars.size.sidebarCollapsedWidth} minmax(0, 1fr)`,
    },
  },
  '@media': {
    [narrow]: { gridTemplateColumns: `${vars.size.sidebarCollapsedWidth} minmax(0, 1fr)` },
  },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  background: vars.color.sidebar,
  zIndex: vars.zIndex.sidebar,
  '@media': {
    [narrow]: {
      selectors: {
        [`${root}[data-state="expanded"] &`]: {
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width: vars.size.sidebarWidth,
          boxShadow: vars.shadow.lg,
          zIndex: vars.zIndex.overlay,
        },
      },
    },
  },
});

export const column = style({
  // Stays in the second column when the menu leaves the grid as a drawer.
  gridColumn: 2,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
});

// Header and breadcrumb stay put (spec §9 "breadcrumb fixed"); only the page scrolls.
export const bars = style({
  flexShrink: 0,
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.sm,
});

export const main = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  background: vars.color.surfaceMuted,
  ':focus': { outline: 'none' },
  '@media': { [narrow]: { padding: vars.space.sm } },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const page = style({
  selectors: {
    '&[data-state="navigated"]': { animation: `${fade} ${vars.motion.normal} ease-out` },
  },
});

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

export const progress = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.loading,
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.accent,
    animation: `${slide} 1s ease-in-out infinite`,
  },
});

// Behind the open drawer on a narrow screen: dims the page, and a click on it closes the menu.
export const backdrop = style({
  display: 'none',
  '@media': {
    [narrow]: {
      selectors: {
        [`${root}[data-state="expanded"] &`]: {
          display: 'block',
          position: 'fixed',
          inset: 0,
          background: 'rgba(15, 23, 42, 0.4)',
          zIndex: vars.zIndex.overlay,
        },
      },
    },
  },
});

// Out of sight until the keyboard reaches it, then on top of everything at the top left. Clipped
// rather than moved off-screen, so it takes no room and a screen reader still reads it in place.
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.loading,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
