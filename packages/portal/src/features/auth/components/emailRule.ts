// The login form's e-mail rule, on its own so the form can load it with the submit (LoginForm.tsx).
export { isValidEmail } from '@bq/validators';
