import { CODES, type Envelope, fieldLabel } from '@bq/contract';

/** A handled failure: answered as HTTP 200 with this code and message (issue 4 §2). */
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

/** PostgreSQL error codes that mean the client asked for something impossible, not a bug. */
export function fromDatabaseError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown })?.code;
  if (code === '23505') return conflict('This record already exists');
  if (code === '23503') return conflict('This record is still referenced by other records');
  return null;
}
