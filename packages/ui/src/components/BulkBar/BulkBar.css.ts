import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-state="selected"], &[data-state="busy"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.accent,
    },
  },
});

export const count = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  marginRight: vars.space.sm,
  selectors: {
    [`${root}[data-state="empty"] &`]: {
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.regular,
    },
  },
});

/** A fieldset only to disable every action at once; it draws nothing of its own. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const clear = style({ marginLeft: 'auto' });
