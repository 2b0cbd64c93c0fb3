import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  verticalAlign: 'middle',
});

export const circle = style({
  display: 'block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A still ring that is three-quarters drawn still reads as "busy".
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const size = styleVariants({
  sm: { width: vars.space.lg, height: vars.space.lg, borderWidth: vars.space.xxs },
  md: { width: vars.space.xl, height: vars.space.xl, borderWidth: vars.space.xxs },
  lg: { width: vars.space.xxl, height: vars.space.xxl, borderWidth: vars.space.xs },
});

export const visibleLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export { visuallyHidden } from '../../theme/a11y.css';
