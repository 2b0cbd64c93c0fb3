import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const amount = style({
  // Figures of one width, so amounts in a column line up digit under digit.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const state = styleVariants({
  positive: {},
  zero: {},
  // The minus sign is always written too: colour is never the only signal.
  negative: { color: vars.color.danger },
});

export const weight = styleVariants({
  regular: {},
  bold: { fontWeight: vars.fontWeight.bold },
});
