/** Texts of the signed-out screens (the spec quotes none of them). */
export const EMAIL_REQUIRED = 'Please enter your e-mail.';
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';
export const PASSWORD_REQUIRED = 'Please enter your password.';
export const CODE_REQUIRED = 'Please enter the 6-digit code from the e-mail.';
export const CODE_INVALID = 'The code has 6 digits.';
export const PASSWORDS_DIFFER = 'The two passwords differ.';
export const PASSWORD_CHANGED = 'Password changed. Please log in with the new password.';
/** What a failed call says to the user: the server's message, or axios's transport message. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}
