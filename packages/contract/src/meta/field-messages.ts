/**
 * What a field says when its value breaks a rule: one function per rule, shared by the contract's
 * schemas (so the server's `data.fields` carry these words) and the portal's forms. Each is a
 * phrase meant to follow the field's label ("Client name: at most 100 characters") or to stand
 * under the input on its own.
 */
export const fieldMessages = {
  required: () => 'is required',
  text: () => 'must be text',
  number: () => 'must be a number',
  wholeNumber: () => 'must be a whole number',
  bool: () => 'must be true or false',
  email: () => 'must be an e-mail address',
  zip: () => 'must be a ZIP code (12345 or 12345-6789)',
  list: () => 'must be a list',
  group: () => 'must be a group of fields',
  invalid: () => 'is not valid',
  /** Free text (notes, addresses) may break lines; nothing typed has a use for other controls. */
  noControl: () => 'must not contain control characters',
  /** A name or a title: shown in lists and exports, where a line break would start a new row. */
  oneLine: () => 'must be one line, without line breaks or control characters',
  /** A number that does not fit its column (more whole digits than it stores). */
  tooLarge: () => 'too large',
  notNegative: () => 'must not be negative',
  tooLong: (max: number) => `at most ${max} ${max === 1 ? 'character' : 'characters'}`,
  tooShort: (min: number) =>
    min <= 1 ? 'is required' : `at least ${min} ${min === 1 ? 'character' : 'characters'}`,
  atMost: (max: number) => `must be at most ${max}`,
  /** `max` already written as money (`$100,000.00`). */
  atMostAmount: (max: string) => `must be at most ${max}`,
  atLeast: (min: number) => `must be at least ${min}`,
  decimals: (places: number) => `at most ${places} ${places === 1 ? 'decimal' : 'decimals'}`,
  tooMany: (max: number, what = 'entries') =>
    `at most ${max} ${max === 1 && what === 'entries' ? 'entry' : what}`,
  tooFew: (min: number, what: string) => `needs at least ${min} ${what}`,
  digits: (n: number) => `must be ${n} digits`,
  oneOf: (values: readonly (string | number)[]) =>
    values.length === 2
      ? `must be ${values[0]} or ${values[1]}`
      : `must be one of ${values.join(', ')}`,
} as const;

export type FieldMessages = typeof fieldMessages;
