import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * The framed look every single-line control shares (TextField, Select, DateInput…), so a form
 * row of mixed controls lines up to the pixel.
 */
export const frame = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    boxSizing: 'border-box',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    transition: `border-color ${vars.motion.fast}`,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.borderStrong },
      '&:focus-within, &[data-state="open"]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-1px',
        borderColor: vars.color.focusRing,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-readonly]': { background: vars.color.surfaceMuted },
      '&[data-disabled]': {
        background: vars.color.surfaceSunken,
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    size: {
      sm: {
        height: vars.size.controlSm,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
      },
      md: {
        height: vars.size.controlMd,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.md,
      },
      lg: {
        height: vars.size.controlLg,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.fontSize.lg,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
