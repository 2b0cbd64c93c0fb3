import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  // The overlay exists to stop clicks on the page while a role switch or save is in flight.
  pointerEvents: 'auto',
  cursor: 'wait',
});

// The text sits on a solid panel: on the translucent mask its contrast would depend on the page.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.xxl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const text = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
