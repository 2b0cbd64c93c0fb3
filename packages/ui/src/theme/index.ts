export { type Sprinkles, sprinkles } from './sprinkles.css';
export { themeClass } from './theme.css';
export { type ThemeTokens, type Tokens, tokens } from './tokens';
export { vars } from './vars.css';
