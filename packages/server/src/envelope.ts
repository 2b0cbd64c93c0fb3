import { CODES, type Envelope, fieldLabel } from '@bq/contract';
import { monthName } from './clock/business-clock.js';

/** A handled failure: answered as HTTP 200 with this code and message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const ok = <T>(data: T): Envelope<T> => ({ code: CODES.ok, message: 'success', data });

export const fail = (code: number, message: string, data: unknown = null): Envelope => ({
  code,
  message,
  data,
});

export const badInput = (message: string, data: unknown = null) =>
  new ApiError(CODES.badInput, message, data);
/** One refused field: its dotted path (the portal's input name) and the phrase shown under it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A 400 for refused fields. People read labels and words, never paths: "Client 1 name: at most
 * 100 characters." for one field, "<lead>: E-mail, Code." for several; the portal sets each
 * `data.fields` entry on its input.
 */
export function fieldsRefused(
  fields: FieldProblem[],
  lead = 'Please correct these fields',
): ApiError {
  const labels = [...new Set(fields.map((f) => fieldLabel(f.field)))];
  const [first] = fields;
  // One field breaking two rules (a ZIP too long and not a ZIP) is still one field: its first word.
  const message =
    labels.length === 1 && first
      ? `${fieldLabel(first.field)}: ${first.message}.`
      : `${lead}: ${labels.join(', ')}.`;
  return new ApiError(CODES.badInput, message, { fields });
}

export const fieldRefused = (field: string, message: string) => fieldsRefused([{ field, message }]);

export const notFound = (what: string) => new ApiError(CODES.notFound, `${what} not found`);
export const conflict = (message: string) => new ApiError(CODES.conflict, message);
export const forbidden = (message = 'You are not permitted to do this') =>
  new ApiError(CODES.forbidden, message);
export const tooMany = (message: string) => new ApiError(CODES.tooMany, message);

/** The database's own error (its SQLSTATE and message), looking through drizzle's wrapper (`cause`). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, message: typeof message === 'string' ? message : '' };
  }
  return undefined;
}

/**
 * A posting dated in a closed ledger month (the database's `BQ001`, migration 0160): a correction
 * belongs in an open month, which the person can do, so it is their 409 and names the month.
 */
function closedMonth(message: string): ApiError {
  const found = /\d{4}-(0[1-9]|1[0-2])/.exec(message);
  return conflict(
    `${found ? monthName(found[0]) : 'This month'} is closed: post the correction in an open month`,
  );
}

/**
 * PostgreSQL error codes that mean the client asked for something impossible, not a bug. The
 * data-exception class (22xxx: out of range, invalid text, NUL in text) is a backstop: the contract
 * and the generic call path refuse such input first, so reaching it here means a field builder
 * missed a bound, which must still be the caller's 400, never a 500.
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  const found = databaseError(error);
  const code = found?.code;
  if (code === 'BQ001') return closedMonth(found?.message ?? '');
  if (code === '23505') return conflict('This record already exists');
  if (code === '23503') return conflict('This record is still referenced by other records');
  if (code === '22003') return badInput('A number in the request is out of range');
  if (code === '22P02' || code === '22021' || code === '22P05' || code === '22007') {
    return badInput('A value in the request is not valid text or is in the wrong format');
  }
  if (code?.startsWith('22')) return badInput('A value in the request is not acceptable');
  return null;
}

/**
 * What the log may keep of an unexpected error: drizzle puts the SQL parameters (password hashes,
 * codes, e-mail addresses) into both `params` and the message, so only the statement and the
 * database's own error survive.
 */
export function redactError(error: unknown): Record<string, unknown> {
  const e = error as {
    name?: string;
    message?: string;
    stack?: string;
    query?: string;
    params?: unknown;
    cause?: unknown;
  };
  if (e && typeof e === 'object' && 'params' in e) {
    const cause = e.cause as { message?: string; code?: string } | undefined;
    return {
      type: e.name,
      message: String(e.message ?? '').split('\nparams:')[0],
      query: e.query,
      params: '[redacted]',
      cause: cause ? { message: cause.message, code: cause.code } : undefined,
      stack: e.stack?.replace(/\nparams:[^\n]*/, '\nparams: [redacted]'),
    };
  }
  return { type: e?.name, message: e?.message, stack: e?.stack };
}
