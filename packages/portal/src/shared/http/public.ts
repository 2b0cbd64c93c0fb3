import type { CallMeta } from '@bq/contract/meta';
import { queryOptions } from '@tanstack/react-query';
import { session } from '../session/store';
import { ApiError, fieldsOf } from './apiError';
import { API_BASE, GUEST_TOKEN } from './base';

/**
 * The public course hall's own sender (issue 15): its calls are public, so like the login's
 * (`tokenless.ts`) they go through `fetch` with the session's token or the guest token, and the
 * hall's first load carries neither axios nor the whole call catalogue. The page shows its own
 * failures (a refused registration under its fields, a missing course as such).
 */
export async function sendPublic<T>(call: CallMeta, body: object): Promise<T> {
  const json = call.encoding === 'json';
  const get = call.method === 'GET';
  const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  const query = get ? `?${new URLSearchParams(fields)}` : '';
  const response = await fetch(API_BASE + call.path + query, {
    method: call.method,
    headers: {
      Authorization: session.token ?? GUEST_TOKEN,
      ...(get
        ? {}
        : { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }),
    },
    body: get ? undefined : json ? JSON.stringify(body) : new URLSearchParams(fields),
  });
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    message?: string;
    data?: unknown;
  } | null;
  if (envelope?.code === 200) return envelope.data as T;
  throw new ApiError(
    envelope?.code ?? response.status,
    envelope?.message || `Request failed with status code ${response.status}`,
    call.path,
    fieldsOf(envelope?.data),
  );
}

/** Query options of a public call: `useQuery(publicQuery(courseMeta.hallList, request))`. */
export function publicQuery<T>(call: CallMeta, request: object) {
  return queryOptions({
    queryKey: [call.path, request] as readonly unknown[],
    queryFn: () => sendPublic<T>(call, request),
  });
}
