import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  width: vars.size.sidebarWidth,
  background: vars.color.sidebar,
  color: vars.color.onSidebar,
  overflowY: 'auto',
  overflowX: 'hidden',
  zIndex: vars.zIndex.sidebar,
  transition: `width ${vars.motion.normal}`,
  selectors: { '&[data-state="collapsed"]': { width: vars.size.sidebarCollapsedWidth } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} 0`,
});

export const nested = style({ padding: 0 });

const focus = {
  ':focus-visible': {
    outline: `2px solid ${vars.color.onSidebarActive}`,
    outlineOffset: '-2px',
  },
} as const;

export const row = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlLg,
  paddingRight: vars.space.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onSidebar,
  cursor: 'pointer',
  textDecoration: 'none',
  ...focus,
  selectors: {
    '&:hover': { background: vars.color.sidebarHover, color: vars.color.onSidebarActive },
    '&[aria-current="page"]': {
      background: vars.color.sidebarActive,
      color: vars.color.onSidebarActive,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-has-active="true"]': { color: vars.color.onSidebarActive },
  },
});

// Collapsed rows are square icon buttons centred in the narrow bar.
// In the narrow bar the section holding the current page is highlighted like the page itself.
export const iconRow = style({
  justifyContent: 'center',
  paddingLeft: 0,
  paddingRight: 0,
  selectors: {
    '&[data-has-active="true"]': {
      background: vars.color.sidebarActive,
      color: vars.color.onSidebarActive,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.lg,
  height: vars.space.lg,
  flexShrink: 0,
});

export const initial = style({
  width: `calc(${vars.space.lg} + ${vars.space.xs})`,
  height: `calc(${vars.space.lg} + ${vars.space.xs})`,
  borderRadius: vars.radius.full,
  border: `1px solid currentColor`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const flyout = style({
  minWidth: vars.size.sidebarWidth,
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.color.sidebar,
  color: vars.color.onSidebar,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  padding: `${vars.space.xs} 0`,
});

export const flyoutTitle = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onSidebarActive,
});
