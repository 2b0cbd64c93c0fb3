import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The panel is focusable (a screen reader's way from the tab to the view); it has no look of its
// own beyond the ring a keyboard user needs to see where focus went.
export const panel = style({
  minWidth: 0,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
