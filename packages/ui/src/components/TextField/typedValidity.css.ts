import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The reason under a typed field (a date, a phone) that is not what it should be. */
export const reason = style({
  margin: `${vars.space.xs} 0 0`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});
