import type { CallMeta } from '@bq/contract/meta';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The query key of a call: its path, then the request. Invalidating `callKey(call)` refreshes every
 * request of that call; nothing else names server state by hand. A module of its own, free of the
 * call catalogue and of axios, so the public hall keys its reads the same way.
 */
export function callKey(call: CallMeta, request?: unknown): QueryKey {
  return request === undefined ? [call.path] : [call.path, request];
}
