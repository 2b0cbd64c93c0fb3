import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  position: 'fixed',
  top: '12vh',
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.modal,
  width: `min(${vars.size.dialogMd}, calc(100vw - ${vars.space.xxl}))`,
  maxHeight: '70vh',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  ':focus': { outline: 'none' },
});

export const command = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

export const input = style({
  width: '100%',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  background: 'transparent',
  ':focus': { outline: 'none' },
  '::placeholder': { color: vars.color.textSubtle },
});

export const list = style({
  overflowY: 'auto',
  padding: vars.space.xs,
  maxHeight: `calc(70vh - ${vars.size.controlLg} - ${vars.space.xxl})`,
});

export const group = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs },
  },
});
export const heading = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-selected="true"]': { background: vars.color.brandSoft },
  },
});

export const title = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const details = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const badge = style({
  marginLeft: 'auto',
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.onInfoSoft,
  background: vars.color.infoSoft,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.xs}`,
});

export const status = style({
  selectors: { '&:empty': { display: 'none' } },
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});

export const message = style({
  padding: `${vars.space.lg} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export { visuallyHidden } from '../../theme/a11y.css';
