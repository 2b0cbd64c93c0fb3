import { z } from 'zod';

/**
 * Field builders that accept what both encodings carry: JSON numbers and booleans, and the strings
 * a form or query string turns them into. Each one names what it expects in its error message.
 */

const digits = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}$/, 'must be a whole number');

export function int(opts: { min?: number; max?: number } = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = opts;
  return z
    .union([z.int(), digits.transform(Number)], { error: 'must be a whole number' })
    .pipe(z.int().min(min).max(max));
}

/** Id columns are PostgreSQL `integer` (int4): a larger id could never exist, so it is bad input. */
export const INT4_MAX = 2_147_483_647;

export const id = () => int({ min: 1, max: INT4_MAX });

export function bool() {
  return z.union(
    [
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
      z.union([z.literal(0), z.literal(1)]).transform((v) => v === 1),
    ],
    { error: 'must be true or false' },
  );
}

export function text(max: number, min = 0) {
  const s = z.string({ error: 'must be text' }).trim().max(max);
  return min > 0 ? s.min(min, min === 1 ? 'is required' : `needs at least ${min} characters`) : s;
}

export const email = () =>
  z
    .string({ error: 'must be an e-mail address' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: 'must be an e-mail address' }));

export const code = () =>
  z
    .string({ error: 'must be the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'must be 6 digits');

export const PASSWORD_MIN = 8;
export const password = () =>
  z
    .string({ error: 'must be text' })
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(128, 'must be at most 128 characters');

export const moduleId = () => z.string().regex(/^\d{1,20}$/, 'must be a module id (digits)');

/** A list of ids: a JSON array, repeated form keys, or one comma-separated string. */
export function idList(max = 500) {
  return z
    .union(
      [
        z.array(id()).max(max),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}(,\d{1,15})*$/, 'must be ids separated by commas')
          .transform((s) => s.split(',').map(Number)),
      ],
      { error: 'must be a list of ids' },
    )
    .pipe(z.array(z.int().min(1).max(INT4_MAX)).min(1, 'needs at least one id').max(max));
}

export function moduleIdList(max = 500) {
  return z
    .union(
      [
        z.array(moduleId()).max(max),
        z
          .string()
          .trim()
          .regex(/^(\d{1,20}(,\d{1,20})*)?$/, 'must be module ids separated by commas')
          .transform((s) => (s === '' ? [] : s.split(','))),
      ],
      { error: 'must be a list of module ids' },
    )
    .pipe(z.array(z.string()).max(max));
}

export const page = () => ({
  pageNum: int({ min: 1, max: 1_000_000 }).optional().default(1),
  pageSize: int({ min: 1, max: 100 }).optional().default(20),
});

export const empty = () => z.object({}).strip();
export const nothing = () => z.null();
