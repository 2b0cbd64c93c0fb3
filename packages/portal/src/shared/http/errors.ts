import type { CallMeta } from '@bq/contract/meta';

export { ApiError, type FieldProblem, fieldsOf } from './apiError';

/** What the error catalogue (spec §8) decides for one failed call. */
export type ErrorOutcome =
  | { kind: 'session-expired'; message: string }
  | { kind: 'toast'; message: string }
  | { kind: 'silent' };

export interface CallOptions {
  /** The count and unread polls: stop their timers instead of showing a toast (spec §8). */
  poll?: boolean;
  /** Export and download calls: hand back the raw response (spec §8). */
  raw?: boolean;
  /** Let the caller show its own message (form validation). */
  quiet?: boolean;
}

const SUBMIT_APPLICATION = 'bq/salary/submitApplication';

/**
 * Spec §8, row by row, for an answer that carries an envelope. Transport failures (no envelope)
 * go through `transportOutcome`.
 */
export function envelopeOutcome(
  call: Pick<CallMeta, 'path'>,
  code: number,
  serverMessage: string,
  options: CallOptions = {},
): ErrorOutcome {
  // Response code 1001: close messages, show the server message, log out, go to login.
  if (code === 1001) return { kind: 'session-expired', message: serverMessage };
  // 1003: the session's role requires two-step sign-in, not set up yet (an administrator reset
  // it, say): logging in again leads to the enrolment, which is the only thing it may do.
  if (code === 1003) return { kind: 'session-expired', message: serverMessage };
  // Status 100006 on a submit-application call: passed back without a toast.
  if (code === 100006 && call.path === SUBMIT_APPLICATION) return { kind: 'silent' };
  // The polls stop their timers silently instead of toasting.
  if (options.poll || options.quiet) return { kind: 'silent' };
  // Status other than 200 or 401: the server message as an error toast.
  if (code === 401) return { kind: 'silent' };
  return { kind: 'toast', message: serverMessage || `Request failed with code ${code}` };
}

/** Network errors, timeouts and HTTP failures: axios's own generic messages (spec §8). */
export function transportOutcome(message: string, options: CallOptions = {}): ErrorOutcome {
  // Network error on the application count call: stop its timer (no toast).
  if (options.poll || options.quiet) return { kind: 'silent' };
  return { kind: 'toast', message };
}
