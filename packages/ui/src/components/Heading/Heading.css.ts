import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const level = styleVariants({
  1: { fontSize: vars.fontSize.xxl },
  2: { fontSize: vars.fontSize.xl },
  3: { fontSize: vars.fontSize.lg },
  4: { fontSize: vars.fontSize.md },
});
