import { characterCount } from '@bq/validators';
import { z } from 'zod';
import { fieldMessages as msg } from '../meta/field-messages.js';
import { FIELD_LIMITS, type ListLimit, type TextLimit } from '../meta/limits.js';
import { LIST_PAGING } from '../meta/lists.js';

/**
 * Field builders that accept what both encodings carry: JSON numbers and booleans, and the strings
 * a form or query string turns them into. Each one names what it expects in its error message.
 */

/**
 * A schema-level `error` for a value of the wrong type. Zod 4 lets a schema-level message replace
 * every check's message, so this answers only for the schema's own issues (absent → "is required",
 * wrong type → `message`) and leaves `.max()`/`.min()` to say their own words.
 */
export function typeError(message: string) {
  return (iss: { code?: string; input?: unknown }) => {
    if (iss.input === undefined) return msg.required();
    return iss.code === 'invalid_type' || iss.code === 'invalid_union' ? message : undefined;
  };
}

const digits = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}$/, msg.wholeNumber());

/**
 * Id columns are PostgreSQL `integer` (int4): a larger id could never exist, so it is bad input;
 * beyond it a bound is the column's, not a rule a person could follow ("too large").
 */
export const INT4_MAX = 2_147_483_647;

/** A whole number past 15 digits is a number all the same: it is too large, not malformed. */
const huge = (v: unknown) =>
  (typeof v === 'number' && Number.isInteger(v) && !Number.isSafeInteger(v)) ||
  (typeof v === 'string' && /^-?\d{16,}$/.test(v.trim()));
const intError = (iss: { code?: string; input?: unknown }) =>
  huge(iss.input) ? msg.tooLarge() : typeError(msg.wholeNumber())(iss);

export function int(opts: { min?: number; max?: number } = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = opts;
  // z.int()'s own safe-integer check would word 1e20 for developers.
  return z.union([z.int({ error: intError }), digits.transform(Number)], { error: intError }).pipe(
    z
      .int()
      .min(min, msg.atLeast(min))
      .max(max, max >= INT4_MAX ? msg.tooLarge() : msg.atMost(max)),
  );
}

export const id = () => int({ min: 1, max: INT4_MAX });

export function bool() {
  return z.union(
    [
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
      z.union([z.literal(0), z.literal(1)]).transform((v) => v === 1),
    ],
    { error: typeError(msg.bool()) },
  );
}

/**
 * A text's length limits in characters as a person counts them (`characterCount`: 👍 or 👨‍👩‍👧 is
 * one), where zod's `.max()` counts UTF-16 code units and would refuse 100 emoji at half a limit
 * of 100. The issues keep zod's codes (`too_big`/`too_small`, origin `string`) and the table's
 * words; `meta` keeps the limits in the OpenAPI description, as `.max()` put them there.
 */
export function inCharacters<T extends z.ZodType<string>>(schema: T, max: number, min = 0) {
  return schema
    .superRefine((s, ctx) => {
      const count = characterCount(s);
      if (count > max) {
        const message = msg.tooLong(max);
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: s,
          message,
        });
      } else if (count < min) {
        const message = msg.tooShort(min);
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          input: s,
          message,
        });
      }
    })
    .meta(min > 0 ? { maxLength: max, minLength: min } : { maxLength: max });
}

/** Trimmed text within a limit of the table: `text(FIELD_LIMITS.case.notes)`. A bare number is
 * accepted for limits that live nowhere else (none left in the calls). */
export function text(limit: TextLimit | number, min = 0) {
  const { max, min: least = min } = typeof limit === 'number' ? { max: limit } : limit;
  return inCharacters(z.string({ error: typeError(msg.text()) }).trim(), max, least);
}

// C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in
// text; the others are invisible in the portal and in mail.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Whether text holds a control character no field accepts (the server checks every input). */
export const hasControl = (s: string) => CONTROL.test(s);
// Every control as well as tab and the Unicode line breaks (NEL, LS, PS): a spreadsheet or a list
// row would break a name or title at them, and an export could start a row mid-cell.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F\u0085\u2028\u2029]/;

/** Text that may break lines (notes, addresses) but holds no other control character. */
export function plain(limit: TextLimit | number, min = 0) {
  return text(limit, min).refine((s) => !CONTROL.test(s), msg.noControl());
}

/** A name or a title: one line, no control character at all (text() trims the ends first). */
export function line(limit: TextLimit | number, min = 0) {
  return text(limit, min).refine((s) => !NOT_ONE_LINE.test(s), msg.oneLine());
}

export const email = () =>
  z
    .string({ error: typeError(msg.email()) })
    .trim()
    .toLowerCase()
    .max(FIELD_LIMITS.common.email.max, msg.tooLong(FIELD_LIMITS.common.email.max))
    .pipe(z.email({ error: msg.email() }));

const CODE = FIELD_LIMITS.auth.code;
export const code = () =>
  z
    .string({ error: typeError(msg.digits(CODE.length)) })
    .trim()
    .regex(new RegExp(`^\\d{${CODE.length}}$`), msg.digits(CODE.length));

/** Kept for existing imports; the table's `auth.password.min` is the source. */
export const PASSWORD_MIN = FIELD_LIMITS.auth.password.min;
export const password = () => {
  const { min, max } = FIELD_LIMITS.auth.password;
  return inCharacters(z.string({ error: typeError(msg.text()) }), max, min);
};

/** A list of at most `limit.maxItems` entries. */
export function list<T extends z.ZodType>(item: T, limit: ListLimit, what = 'entries') {
  return z
    .array(item, { error: typeError(msg.list()) })
    .max(limit.maxItems, msg.tooMany(limit.maxItems, what));
}

export const moduleId = () =>
  z.string({ error: typeError(msg.text()) }).regex(/^\d{1,20}$/, 'must be a module id (digits)');

/** A list of ids: a JSON array, repeated form keys, or one comma-separated string. */
export function idList(max: number = FIELD_LIMITS.common.ids.maxItems) {
  return z
    .union(
      [
        z.array(id()),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}(,\d{1,15})*$/, 'must be ids separated by commas')
          .transform((s) => s.split(',').map(Number)),
      ],
      { error: typeError('must be a list of ids') },
    )
    .pipe(
      z
        .array(z.int().min(1).max(INT4_MAX))
        .min(1, msg.tooFew(1, 'id'))
        .max(max, msg.tooMany(max, 'ids')),
    );
}

export function moduleIdList(max: number = FIELD_LIMITS.common.ids.maxItems) {
  return z
    .union(
      [
        z.array(moduleId()),
        z
          .string()
          .trim()
          .regex(/^(\d{1,20}(,\d{1,20})*)?$/, 'must be module ids separated by commas')
          .transform((s) => (s === '' ? [] : s.split(','))),
      ],
      { error: typeError('must be a list of module ids') },
    )
    .pipe(z.array(z.string()).max(max, msg.tooMany(max, 'modules')));
}

/** `pageNum`/`pageSize` of the default paging; lists use `listRequest` (calls/list.ts). */
export const page = () => ({
  pageNum: int({ min: 1, max: LIST_PAGING.maxPageNum }).optional().default(1),
  pageSize: int({ min: 1, max: LIST_PAGING.maxPageSize })
    .optional()
    .default(LIST_PAGING.defaultPageSize),
});

export const empty = () => z.object({}).strip();
export const nothing = () => z.null();

/**
 * A calendar day as YYYY-MM-DD that exists (no 31 April), between 1900 and 2100: a year outside
 * is a typing slip in every form of the portal, and the database's date would take it silently.
 */
export const day = () =>
  z
    .string({ error: typeError('must be a date as YYYY-MM-DD') })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      const y = Number(s.slice(0, 4));
      return (
        !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && y >= 1900 && y <= 2100
      );
    }, 'must be a date that exists');

/** A month as YYYY-MM (a business month of California, as the server reads it). */
export const month = () =>
  z
    .string({ error: typeError('must be a month as YYYY-MM') })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');

/** One page of a list: how many rows match in all, and this page's rows. */
export const paged = <T extends z.ZodType>(row: T) =>
  z.object({ total: z.int(), list: z.array(row) });
