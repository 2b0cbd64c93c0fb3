export { LimitedTextField } from './LimitedTextField';
export {
  FIELD_SIZES,
  type FieldSize,
  type FieldState,
  TextField,
  type TextFieldProps,
} from './TextField';
