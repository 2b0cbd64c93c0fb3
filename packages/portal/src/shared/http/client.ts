import type { CallDef, Contract, Envelope, RequestOf, ResponseOf } from '@bq/contract';
import { type CallMeta, type Family, meta } from '@bq/contract/meta';
import { toast } from '@bq/ui';
import axios, { type AxiosResponse, isAxiosError } from 'axios';
import { session } from '../session/store';
import { API_BASE, GUEST_TOKEN } from './base';
import { earlyAdapter, earlyKey, takeEarly } from './early';
import {
  ApiError,
  type CallOptions,
  type ErrorOutcome,
  envelopeOutcome,
  fieldsOf,
  transportOutcome,
} from './errors';

/** Spec §9: "Request timeout 9999999999 ms" — effectively none; long uploads must not be cut. */
export const REQUEST_TIMEOUT_MS = 9999999999;

export { API_BASE, GUEST_TOKEN };

/** The one axios instance of the portal. */
export const http = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS });

/** Login and registration omit the token header (spec §4 "Login"). */
const WITHOUT_TOKEN = new Set<string>([
  meta.auth.loginByEmail.path,
  meta.auth.registerByEmailAndCode.path,
]);

http.interceptors.request.use((config) => {
  if (WITHOUT_TOKEN.has(config.url ?? '')) {
    config.headers.delete('Authorization');
  } else {
    // The guest token is the default header unless a login token exists.
    config.headers.set('Authorization', session.token ?? GUEST_TOKEN);
  }
  return config;
});

let sessionExpired: (message: string) => void = () => {};
/** The app decides what "log out and go to the login route" means (it owns the router). */
export function onSessionExpired(handler: (message: string) => void): void {
  sessionExpired = handler;
}

function act(outcome: ErrorOutcome): void {
  if (outcome.kind === 'session-expired') {
    toast.clear();
    toast.error(outcome.message);
    sessionExpired(outcome.message);
  } else if (outcome.kind === 'toast') {
    // One toast per message: calls failing together for one cause (a dropped connection fails a
    // page's list and its counts at once) say it once, not once per call.
    toast.error(outcome.message, { id: `call-error:${outcome.message}` });
  }
}

function encode(call: CallMeta, body: unknown) {
  if (call.encoding === 'query' || call.method === 'GET') return { params: body };
  if (call.encoding === 'json') return { data: body ?? {} };
  if (call.encoding === 'multipart') return { data: multipart(call, body) };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
  }
  return { data: form };
}

/** The text fields first, the file part last: the server validates them before reading the file. */
function multipart(call: CallMeta, body: unknown): FormData {
  const field = call.file?.field ?? 'file';
  const values = (body ?? {}) as Record<string, unknown>;
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (key === field || value === undefined || value === null) continue;
    form.append(key, String(value));
  }
  const file = values[field];
  if (file instanceof Blob) form.append(field, file, file instanceof File ? file.name : field);
  return form;
}

type SendArgs = [
  call: CallMeta,
  body?: unknown,
  options?: CallOptions,
  onUploadPercent?: (percent: number) => void,
];
type Transport = (...args: SendArgs) => Promise<unknown>;

let transport: Transport = sendOverHttp;

/** Sends one call as its contract declares it and resolves with the envelope's `data`. */
export function send<T>(...args: SendArgs): Promise<T> {
  return transport(...args) as Promise<T>;
}

/**
 * Puts a stand-in for the server in place of `send`'s HTTP round trip (and so of `api`'s and
 * `apiUpload`'s); returns the function that puts the previous one back. For unit tests only
 * (`test/sendStub.ts`): test files share one module graph per worker, so this module cannot be
 * replaced with `vi.mock` for one file without moving that file to the slower isolated project.
 */
export function replaceTransportForTests(standIn: Transport): () => void {
  const previous = transport;
  transport = standIn;
  return () => {
    transport = previous;
  };
}

async function sendOverHttp<T>(
  call: CallMeta,
  body?: unknown,
  options: CallOptions = {},
  onUploadPercent?: (percent: number) => void,
  steppedUp = false,
): Promise<T> {
  let response: AxiosResponse<Envelope<T>>;
  const encoded = encode(call, body);
  // A start-up call the page's inline script already made (index.html, vite.early-calls.ts).
  const early =
    encoded.data instanceof URLSearchParams
      ? takeEarly(earlyKey(call.path, encoded.data), session.token)
      : undefined;
  try {
    response = await http.request<Envelope<T>>({
      url: call.path,
      method: call.method,
      ...encoded,
      ...(early ? { adapter: earlyAdapter(early) } : {}),
      ...(onUploadPercent
        ? {
            onUploadProgress: (e) => {
              if (e.total) onUploadPercent(Math.round((e.loaded * 100) / e.total));
            },
          }
        : {}),
    });
  } catch (error) {
    // An HTTP error that still carries an envelope (a 500 with its message) says what went wrong
    // in the server's words (spec §8: message or msg), not "Request failed with status code 500".
    const answered = isAxiosError(error) ? said(error.response?.data) : null;
    if (answered && isAxiosError(error)) {
      const code = answered.code ?? error.response?.status ?? 0;
      const message = await stepUp(code, answered.message, steppedUp);
      if (message === true) return sendOverHttp(call, body, options, onUploadPercent, true);
      act(envelopeOutcome(call, code, message, options));
      throw new ApiError(code, message, call.path, fieldsOf(answered.data));
    }
    const message = isAxiosError(error) || error instanceof Error ? error.message : String(error);
    act(transportOutcome(message, options));
    throw error;
  }
  const envelope = response.data;
  if (envelope?.code === 200) return envelope.data as T;
  const code = envelope?.code ?? response.status;
  const text = envelope?.message ?? (envelope as { msg?: string } | undefined)?.msg ?? '';
  const message = await stepUp(code, text, steppedUp);
  if (message === true) return sendOverHttp(call, body, options, onUploadPercent, true);
  act(envelopeOutcome(call, code, message, options));
  throw new ApiError(code, message, call.path, fieldsOf(envelope?.data));
}

/**
 * Step-up (docs/auth.md): 1004, a call that moves money refused for want of a fresh code, opens
 * the code dialog, loaded only now; once a code is accepted the very same request (its
 * idempotency key too) is sent once more (`true`). Cancelled, or 1005 (enrol first): the dialog
 * module's words, in the portal's language, replace the server's. Any other code: its message.
 */
async function stepUp(code: number, message: string, retried: boolean): Promise<string | true> {
  if (code !== 1004 && code !== 1005) return message;
  const dialog = await import('../twoStep/StepUpDialog');
  if (code === 1005) return dialog.enrolFirst();
  const verify = (typed: string) =>
    sendOverHttp(meta.twoStep.stepUp, { code: typed }, { quiet: true });
  if (!retried && (await dialog.askStepUp(verify))) return true;
  return dialog.cancelledStepUp();
}

/** The envelope of an HTTP error's body, when it has a message (or msg) to show. */
function said(body: unknown): { code?: number; message: string; data?: unknown } | null {
  if (!body || typeof body !== 'object') return null;
  const { code, message, msg, data } = body as Record<string, unknown>;
  const text =
    typeof message === 'string' && message ? message : typeof msg === 'string' ? msg : '';
  if (!text) return null;
  return { ...(typeof code === 'number' ? { code } : {}), message: text, data };
}

/** Export and download calls return the raw response (spec §8). */
export async function download(call: CallMeta, body?: unknown): Promise<AxiosResponse<Blob>> {
  return http.request<Blob>({
    url: call.path,
    method: call.method,
    responseType: 'blob',
    ...encode(call, body),
  });
}

type Call<F extends Family, K extends keyof Contract[F]> = Contract[F][K] extends CallDef
  ? Contract[F][K]
  : never;

/** A call by family and name, typed from the contract: `api('application', 'getNum')`. */
export function api<F extends Family, K extends keyof Contract[F] & keyof (typeof meta)[F]>(
  family: F,
  name: K,
  body?: RequestOf<Call<F, K>>,
  options?: CallOptions,
): Promise<ResponseOf<Call<F, K>>> {
  return send(meta[family][name] as CallMeta, body, options);
}

/**
 * A multipart call (an upload): the contract's fields plus the file, sent as FormData through the
 * same instance, reporting the upload's progress.
 */
export function apiUpload<F extends Family, K extends keyof Contract[F] & keyof (typeof meta)[F]>(
  family: F,
  name: K,
  body: RequestOf<Call<F, K>>,
  file: Blob,
  onUploadPercent?: (percent: number) => void,
  options?: CallOptions,
): Promise<ResponseOf<Call<F, K>>> {
  const call = meta[family][name] as CallMeta;
  const withFile = { ...(body as object), [call.file?.field ?? 'file']: file };
  return send(call, withFile, options, onUploadPercent);
}
