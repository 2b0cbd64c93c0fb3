export { FormField, type FormFieldProps, type FormFieldState, useFormField } from './FormField';
