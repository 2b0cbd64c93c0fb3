import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// On a phone the header keeps its buttons and drops words: the user's name, the logo's text
// after its mark, the log-out label (the button keeps its name for screen readers).
const narrow = 'screen and (max-width: 768px)';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  height: vars.size.headerHeight,
  padding: `0 ${vars.space.lg}`,
  '@media': { [narrow]: { gap: vars.space.sm, padding: `0 ${vars.space.sm}` } },
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'relative',
  zIndex: vars.zIndex.header,
  minWidth: 0,
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });
// The logo is a mark then words, given bare or in one wrapper (an Inline).
globalStyle(`${logo} > :not(:first-child), ${logo} > :only-child > :not(:first-child)`, {
  '@media': { [narrow]: { display: 'none' } },
});

export const wide = style({ '@media': { [narrow]: { display: 'none' } } });

export const search = style({
  flex: '0 1 320px',
  minWidth: 0,
  marginLeft: vars.space.lg,
  '@media': { [narrow]: { flex: '0 0 auto', marginLeft: 0 } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginLeft: 'auto',
  '@media': { [narrow]: { gap: vars.space.xs } },
  minWidth: 0,
});

export const userName = style({
  '@media': { [narrow]: { display: 'none' } },
  maxWidth: vars.size.sidebarWidth,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const roleMenuRoot = style({ position: 'relative' });

export const roleTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: vars.size.controlMd,
  maxWidth: vars.size.sidebarWidth,
  '@media': { [narrow]: { maxWidth: '128px' } },
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const roleTriggerText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const roleStatic = style({
  color: vars.color.textMuted,
  maxWidth: vars.size.sidebarWidth,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const roleMenu = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  right: 0,
  minWidth: '100%',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
});

export const roleItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:focus, &:hover': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium, color: vars.color.brand },
  },
});

export const roleCheck = style({ display: 'inline-flex', width: vars.space.lg, flexShrink: 0 });
