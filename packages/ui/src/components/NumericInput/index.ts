export {
  NUMERIC_TYPES,
  NumericInput,
  type NumericInputProps,
  type NumericInputState,
  type NumericType,
} from './NumericInput';
