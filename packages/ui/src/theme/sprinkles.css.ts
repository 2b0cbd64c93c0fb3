import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

// Spacing is padding and gap only: layout components space their children, so no piece needs
// outer margins (and every atom here is shipped to the first load).
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    borderRadius: vars.radius,
    background: {
      surface: vars.color.surface,
      muted: vars.color.surfaceMuted,
      sunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      subtle: vars.color.textSubtle,
      inverse: vars.color.textInverse,
      danger: vars.color.danger,
      success: vars.color.success,
    },
    boxShadow: vars.shadow,
    width: { full: '100%', auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    px: ['paddingLeft', 'paddingRight'],
    py: ['paddingTop', 'paddingBottom'],
  },
});

/** Atomic classes for layout props; components use these instead of one-off styles. */
export const sprinkles = createSprinkles(layout);
export type Sprinkles = Parameters<typeof sprinkles>[0];
