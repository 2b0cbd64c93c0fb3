export { TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS, Text, type TextProps } from './Text';
