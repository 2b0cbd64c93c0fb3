import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const square = style({ paddingLeft: 0, paddingRight: 0 });

export const size = styleVariants({
  sm: { width: vars.size.controlSm },
  md: { width: vars.size.controlMd },
  lg: { width: vars.size.controlLg },
});
