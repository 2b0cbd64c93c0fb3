// Apart from the error catalogue, so a page that only needs the error type (the public hall)
// loads nothing else with it.

/** One refused input as the server names it: a dotted request path and the phrase under it. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A handled answer that was not a success: the envelope's code and message, and for a 400 the
 * server's `data.fields`, so a form can put each message under its input.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly path: string,
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `data.fields` of a refused answer, keeping only well-formed entries. */
export function fieldsOf(data: unknown): FieldProblem[] {
  const list = (data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is FieldProblem =>
      typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}
