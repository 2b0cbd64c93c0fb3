import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const base = style({ margin: 0 });

export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  subtle: { color: vars.color.textSubtle },
  danger: { color: vars.color.danger },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  inverse: { color: vars.color.textInverse },
  link: { color: vars.color.link },
});

export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
});

export const truncate = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});
