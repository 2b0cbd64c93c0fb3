import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  background: vars.color.surface,
  selectors: {
    '&[data-state="done"]': { borderLeftColor: vars.color.success },
    '&[data-state="partial"]': { borderLeftColor: vars.color.warning },
    '&[data-state="refused"]': { borderLeftColor: vars.color.danger },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const buttons = style({ display: 'flex', gap: vars.space.sm, marginLeft: 'auto' });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '240px',
  overflowY: 'auto',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
});

export const label = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const message = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const details = style({ fontSize: vars.fontSize.md });

export const detailsSummary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});
