import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A phone held upright (the width AppShell turns its menu into a drawer at). */
const narrow = 'screen and (max-width: 768px)';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  // Shrinks before the buttons do, so Search and Reset stay at the end of the row when they fit.
  flex: '1 1 0',
  minWidth: 0,
  '@media': { [narrow]: { flexBasis: '100%' } },
});

// Each field keeps a readable width and wraps to the next line instead of squeezing; on a phone
// the fields are one column of full width, with Search and Reset under them.
globalStyle(`${fields} > *`, {
  flex: '1 1 160px',
  maxWidth: '320px',
  minWidth: '140px',
  '@media': { [narrow]: { flexBasis: '100%', maxWidth: 'none' } },
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

// Full width of its own line under the fields, so it reads as about the whole filter.
export const error = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
