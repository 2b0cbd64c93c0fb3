import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-1px',
      borderColor: vars.color.focusRing,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:read-only': { background: vars.color.surfaceMuted },
    '&:disabled': {
      background: vars.color.surfaceSunken,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
