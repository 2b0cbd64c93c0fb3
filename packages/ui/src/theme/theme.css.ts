import { createTheme } from '@vanilla-extract/css';
import { type ThemeTokens, tokens } from './tokens';
import { vars } from './vars.css';
// The reset travels with the theme class: whoever applies the theme gets the base styles, even
// when a bundler skips `theme/index.ts` as side-effect free.
import './reset.css';

/**
 * The default theme's class. Put it on `<html>` (not on a wrapper): Radix portals render dialogs,
 * popovers and toasts on `<body>`, and they must see the same variables.
 */
export const themeClass = createTheme(vars, tokens satisfies ThemeTokens);
