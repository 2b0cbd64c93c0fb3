import type { Encoding, Method, Permission } from './types.js';

/** Shorthand for the common case: POST with a form body unless spec §7 marks it otherwise. */
export function meta<const P extends string, const Perm extends Permission>(
  path: P,
  permission: Perm,
  summary: string,
  encoding: Encoding = 'form',
  method: Method = 'POST',
): { path: P; method: Method; encoding: Encoding; permission: Perm; summary: string } {
  return { path, method, encoding, permission, summary };
}
