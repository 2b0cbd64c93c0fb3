import type { Encoding, Method, Permission } from './types.js';

/**
 * Shorthand for the common case: POST with a form body unless spec §7 marks it otherwise. A
 * call's one-line description is not here but in `../summaries.ts` (the portal bundles
 * this meta, and the descriptions are documentation, not something the browser uses).
 */
export function meta<const P extends string, const Perm extends Permission>(
  path: P,
  permission: Perm,
  encoding: Encoding = 'form',
  method: Method = 'POST',
): { path: P; method: Method; encoding: Encoding; permission: Perm } {
  return { path, method, encoding, permission };
}
