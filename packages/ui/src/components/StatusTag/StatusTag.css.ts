import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = styleVariants({
  success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
  warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
  danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
  info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
  neutral: { background: vars.color.neutralSoft, color: vars.color.onNeutralSoft },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: 'currentColor',
  flexShrink: 0,
});
