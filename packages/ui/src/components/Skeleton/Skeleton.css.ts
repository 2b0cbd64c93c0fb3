import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const block = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.surfaceMuted} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      background: vars.color.surfaceSunken,
    },
  },
});

export const shape = styleVariants({
  text: { height: vars.fontSize.md, borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

// The last line of a paragraph is rarely full; a shorter one makes the placeholder read as text.
export const lastLine = style({ width: '60%' });
