import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const input = style({ fontVariantNumeric: 'tabular-nums' });

export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.warning,
  selectors: {
    // A number refused is an error the form will not save, not a passing warning.
    [`${root}[data-state="invalid"] &`]: { color: vars.color.danger },
  },
});
