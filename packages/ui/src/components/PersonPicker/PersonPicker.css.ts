import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
});

export const trigger = style({ flex: 1, minWidth: 0 });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
