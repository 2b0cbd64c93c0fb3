import type { Family, meta } from '@bq/contract/meta';
import { certificateMeta, hallMeta, mailOptOutMeta, outsidersMeta } from '@bq/contract/meta/public';
import { queryOptions } from '@tanstack/react-query';
import { session } from '../session/store';
import { ApiError, fieldsOf } from './apiError';
import { API_BASE, GUEST_TOKEN } from './base';
import type { Call, Calls, Req, Res } from './calls';
import { callKey } from './keys';

/**
 * The public calls as `calls` types the others (from the contract), without loading axios or any
 * other family's meta: `publicCalls.course.hallList`. The same objects as `hallMeta` & co.
 */
export const publicCalls = {
  course: hallMeta,
  certificate: certificateMeta,
  outsiders: outsidersMeta,
  mailList: mailOptOutMeta,
} as unknown as {
  course: Pick<Calls['course'], keyof typeof hallMeta>;
  certificate: Pick<Calls['certificate'], keyof typeof certificateMeta>;
  outsiders: Pick<Calls['outsiders'], keyof typeof outsidersMeta>;
  mailList: Pick<Calls['mailList'], keyof typeof mailOptOutMeta>;
};

/**
 * A family's meta that a page has already loaded, typed as `calls` types it (no runtime cost):
 * `typedFamily('registration', meta.registration)`.
 */
export function typedFamily<F extends Family>(_family: F, calls: (typeof meta)[F]): Calls[F] {
  return calls as unknown as Calls[F];
}

/**
 * The public course hall's own sender: its calls are public, so like the login's
 * (`tokenless.ts`) they go through `fetch` with the session's token or the guest token, and the
 * hall's first load carries neither axios nor the whole call catalogue. The page shows its own
 * failures (a refused registration under its fields, a missing course as such).
 */
export async function sendPublic<T extends Call>(call: T, body: Req<T>): Promise<Res<T>> {
  const json = call.encoding === 'json';
  const get = call.method === 'GET';
  const fields = Object.fromEntries(Object.entries(body as object).map(([k, v]) => [k, String(v)]));
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
  if (envelope?.code === 200) return envelope.data as Res<T>;
  throw new ApiError(
    envelope?.code ?? response.status,
    envelope?.message || `Request failed with status code ${response.status}`,
    call.path,
    fieldsOf(envelope?.data),
  );
}

/**
 * Query options of a public call, keyed as `callQuery` keys every read (so a write's stale list
 * refreshes it): `useQuery(publicQuery(publicCalls.course.hallList, request))`.
 */
export function publicQuery<T extends Call>(call: T, request: Req<T>) {
  return queryOptions({
    queryKey: callKey(call, request) as readonly unknown[],
    queryFn: () => sendPublic(call, request),
  });
}
