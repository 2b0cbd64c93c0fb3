import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-state="dragover"]': { borderColor: vars.color.accent, background: vars.color.infoSoft },
    // Muted rather than disabled grey: the text must stay readable (AA) on the sunken background.
    '&[data-disabled]': { color: vars.color.textMuted, background: vars.color.surfaceSunken },
  },
});

export const zoneIcon = style({ color: vars.color.textMuted, width: '24px', height: '24px' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const errors = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fileLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
});

export const meta = style({
  flexShrink: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  selectors: {
    '[data-state="done"] &': { color: vars.color.success },
    '[data-state="error"] &': { color: vars.color.danger },
  },
});

export const progress = style({
  gridColumn: '1 / -1',
  position: 'relative',
  overflow: 'hidden',
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
});

export const indicator = style({
  height: '100%',
  background: vars.color.accent,
  transition: `width ${vars.motion.normal}`,
  selectors: {
    '[data-status="done"] > &': { background: vars.color.success },
    '[data-status="error"] > &': { background: vars.color.danger },
  },
});
