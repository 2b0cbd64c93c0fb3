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

const columns = `minmax(0, 2fr) minmax(0, 1fr) ${vars.size.controlMd}`;

export const head = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: columns,
  gap: vars.space.sm,
  alignItems: 'start',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const total = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-state="over"]': { color: vars.color.danger } },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
