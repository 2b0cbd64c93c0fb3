import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: `calc(${vars.space.lg} + ${vars.space.xxs})`,
  height: `calc(${vars.space.lg} + ${vars.space.xxs})`,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

// On a child the count sits on its top-right corner, ringed so it reads on any background.
export const attached = style({
  position: 'absolute',
  top: 0,
  right: 0,
  transform: 'translate(40%, -40%)',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});

export const tone = styleVariants({
  danger: { background: vars.color.danger, color: vars.color.textInverse },
  brand: { background: vars.color.brand, color: vars.color.onBrand },
  neutral: { background: vars.color.neutralSoft, color: vars.color.onNeutralSoft },
});

export { visuallyHidden } from '../../theme/a11y.css';
