import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The light sweeps across as a transform of a layer of its own, which the compositor moves with
// no work on the page's thread. Sweeping the gradient's background-position repainted every
// placeholder on the page's thread every frame, just while a page loads and that thread is busiest.
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const block = style({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `linear-gradient(90deg, transparent, ${vars.color.surfaceMuted}, transparent)`,
    transform: 'translateX(-100%)',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&::after': { animation: 'none', display: 'none' } },
    },
  },
});

export const shape = styleVariants({
  text: { height: vars.fontSize.md, borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, flexShrink: 0 },
});

// Lines as tall as the text they stand for (a line of body text is its size times the line
// height): a bar the text's size, half the leading above and below it. A paragraph that arrives
// in place of the placeholder then takes its height, and what follows does not move (Lighthouse
// counted each line 1 px short plus a gap that text does not have, a shift on every list).
const leading = `calc(${vars.fontSize.md} * (${vars.lineHeight.normal} - 1))`;

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: leading,
  paddingBlock: `calc(${leading} / 2)`,
});

// The last line of a paragraph is rarely full; a shorter one makes the placeholder read as text.
export const lastLine = style({ width: '60%' });
