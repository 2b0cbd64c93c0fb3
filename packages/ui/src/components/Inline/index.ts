export { INLINE_ALIGNS, Inline, type InlineAlign, type InlineProps } from './Inline';
