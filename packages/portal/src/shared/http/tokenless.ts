import type { CallMeta } from '@bq/contract/meta';
import { API_BASE } from './base';
import { ApiError } from './errors';

/**
 * The login screen's own sender: its calls carry no token (spec §4 "Login"), need no
 * interceptor and show their failures inline (no toast), so they go through `fetch` and axios
 * (with the whole call catalogue) loads after the first screen instead of before its first
 * submit. Every other call uses the one axios instance in `client.ts`.
 */
export function sendTokenless<T>(call: CallMeta, body: Record<string, string>): Promise<T> {
  return sendWithToken<T>(call, body, null);
}

/**
 * The same with a login token the session store does not hold yet: the enrolment a role's
 * policy forces right after the password, whose session may do nothing else.
 */
export async function sendWithToken<T>(
  call: CallMeta,
  body: Record<string, string>,
  token: string | null,
): Promise<T> {
  const json = call.encoding === 'json';
  const response = await fetch(API_BASE + call.path, {
    method: call.method,
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  const envelope = (await response.json()) as { code?: number; message?: string; data?: T };
  if (envelope.code === 200) return envelope.data as T;
  throw new ApiError(envelope.code ?? response.status, envelope.message ?? '', call.path);
}
