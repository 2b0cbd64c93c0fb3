import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const error = style({
  margin: `${vars.space.xs} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});
