import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const viewport = style({
  position: 'fixed',
  // Spec §9 "Toast … offset 16": 16 px from the top edge, centred.
  top: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: `min(${vars.size.dialogSm}, calc(100vw - 2 * ${vars.space.lg}))`,
  maxWidth: vars.size.dialogMd,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const type = styleVariants({
  success: {
    background: vars.color.successSoft,
    borderColor: vars.color.success,
    color: vars.color.onSuccessSoft,
  },
  error: {
    background: vars.color.dangerSoft,
    borderColor: vars.color.danger,
    color: vars.color.onDangerSoft,
  },
  info: {
    background: vars.color.infoSoft,
    borderColor: vars.color.info,
    color: vars.color.onInfoSoft,
  },
});

export const icon = style({
  flexShrink: 0,
  marginTop: vars.space.xxs,
  width: vars.space.lg,
  height: vars.space.lg,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  margin: `calc(-1 * ${vars.space.xxs}) calc(-1 * ${vars.space.xs}) 0 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surface },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
});
