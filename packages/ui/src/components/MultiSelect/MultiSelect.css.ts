import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const box = style({
  height: 'auto',
  minHeight: vars.size.controlMd,
  flexWrap: 'wrap',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  height: vars.space.xl,
  paddingLeft: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  color: vars.color.onNeutralSoft,
  fontSize: vars.fontSize.sm,
});

export const chipLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chipRemove = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.border },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const trigger = style({
  all: 'unset',
  flex: 1,
  minWidth: vars.size.controlLg,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  height: vars.space.xl,
  paddingLeft: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.textSubtle,
  // The frame around it already shows focus (focus-within); a second ring would double it.
  ':focus-visible': { outline: 'none' },
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const end = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const count = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});
