import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** How far each level is indented (the rows set `depth × indent` inline). */
export const indent = vars.space.lg;

export const tree = style({
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingRight: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  selectors: {
    [`${size.sm} &`]: { minHeight: vars.size.controlSm },
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      fontWeight: vars.fontWeight.medium,
    },
    '&[aria-disabled="true"]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${row}[data-state="open"] > &`]: { transform: 'rotate(90deg)' } },
});

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'inline-flex', gap: vars.space.xxs, flexShrink: 0 });
