import { type AxiosAdapter, AxiosError, AxiosHeaders, getAdapter } from 'axios';

/** An answer the page's inline script fetched (see `vite.early-calls.ts`). */
export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What that script leaves: the token it asked with, and each answer by its call and form. */
export interface EarlyCalls {
  token: string;
  calls: Record<string, Promise<EarlyAnswer> | undefined>;
}

declare global {
  interface Window {
    __bqEarly?: EarlyCalls;
  }
}

/** How the script names a call: its path and its form, as the client encodes it. */
export function earlyKey(path: string, form: URLSearchParams): string {
  return `${path}?${form.toString()}`;
}

/**
 * The answer the page asked for early to this call, once, when it was asked with the session's
 * current token; later calls (a refresh, a role switch) and another session's token go to the
 * server as usual.
 */
export function takeEarly(key: string, token: string | null): Promise<EarlyAnswer> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__bqEarly;
  if (!early || !token || early.token !== token) return undefined;
  const answer = early.calls[key];
  delete early.calls[key];
  return answer;
}

/**
 * An axios adapter that hands over an early answer as the response to the request, so the
 * portal's interceptors and error handling treat it as any other answer. An early request that
 * failed on the way (the network) is simply made again.
 */
export function earlyAdapter(answer: Promise<EarlyAnswer>): AxiosAdapter {
  return async (config) => {
    let early: EarlyAnswer;
    try {
      early = await answer;
    } catch {
      return getAdapter(['xhr', 'fetch'], config)(config);
    }
    const response = {
      data: early.body,
      status: early.status,
      statusText: '',
      headers: AxiosHeaders.from(early.headers),
      config,
      request: null,
    };
    if (!config.validateStatus || config.validateStatus(early.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${early.status}`,
      early.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}
