import { AUTH_LIMITS } from '@bq/contract/meta';

// The code form's texts, which name the contract's limits: apart from messages.ts so the login's
// first paint does not carry the limits table (the code form loads on demand).

/**
 * The server answers every address alike (no account enumeration): a registered address asking to
 * register gets a "you already have an account" mail instead of a code, so this must not promise one.
 */
export const CODE_SENT = `We sent an e-mail to this address. A code in it is valid for ${AUTH_LIMITS.code.ttlMinutes} minutes.`;
/** The contract's minimum, the one the server checks. */
export const PASSWORD_MIN = AUTH_LIMITS.password.min;
export const PASSWORD_TOO_SHORT = `At least ${PASSWORD_MIN} characters.`;
