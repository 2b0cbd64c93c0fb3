import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, ul, ol, dl, dd, figure', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

// Users who ask the OS for less motion get none (and screenshots are stable). Transitions are
// switched off rather than shortened, so a change is one repaint with no frames in between
// (nothing here waits for transitionend). Animations only shorten: Radix waits for their end
// events before it unmounts closing content.
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transition: 'none !important',
    },
  },
});

// Icons (lucide) follow the text size around them, like a glyph; zero specificity, so a
// component that wants another size sets it with any class.
globalStyle(':where(svg.lucide)', {
  width: '1.15em',
  height: '1.15em',
  flexShrink: 0,
  verticalAlign: 'middle',
});
