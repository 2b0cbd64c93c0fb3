export { PasswordField, type PasswordFieldProps, type PasswordVisibility } from './PasswordField';
