import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column', gap: vars.space.md },
  horizontal: { flexDirection: 'row', gap: vars.space.lg, flexWrap: 'wrap' },
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  flex: '1 1 0',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

/** The marker's colours per state; the state's word is also in the text (never colour alone). */
export const markerState = styleVariants({
  done: {
    borderColor: vars.color.success,
    background: vars.color.success,
    color: vars.color.textInverse,
  },
  current: { borderColor: vars.color.accent, color: vars.color.accent },
  rejected: {
    borderColor: vars.color.danger,
    background: vars.color.danger,
    color: vars.color.textInverse,
  },
  pending: {},
  skipped: { borderStyle: 'dashed', color: vars.color.textSubtle },
});

export const body = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const stateText = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const description = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
