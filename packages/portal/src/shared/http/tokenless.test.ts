import { meta } from '@bq/contract/meta';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { sendTokenless } from './tokenless';

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the login screen sender (fetch, no token)', () => {
  it('posts the form the contract declares, without an Authorization header, and returns data', async () => {
    const fetch = answer({ code: 200, message: 'ok', data: { token: 't' } });
    const data = await sendTokenless(meta.auth.loginByEmail, { email: 'a@b.com', password: 'p w' });
    expect(data).toEqual({ token: 't' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/general/unauth/loginByEmail');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('email=a%40b.com&password=p+w');
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });

  it("turns a refused envelope into an ApiError with the server's message", async () => {
    answer({ code: 400, message: 'Wrong e-mail or password', data: null });
    const error = await sendTokenless(meta.auth.loginByEmail, {
      email: 'a@b.com',
      password: 'x',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Wrong e-mail or password' });
  });

  it('reports an HTTP failure like axios does', async () => {
    answer('gateway down', 502);
    await expect(
      sendTokenless(meta.auth.loginByEmail, { email: 'a@b.com', password: 'x' }),
    ).rejects.toThrow('Request failed with status code 502');
  });
});
