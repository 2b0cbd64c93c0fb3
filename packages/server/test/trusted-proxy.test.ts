import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import httpProxy from 'http-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema.js';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { startApp, type TestApp, testConfig } from './helpers.js';

/**
 * TRUST_PROXY (issue 23 item 3): behind a real reverse proxy on loopback (http-proxy, adding
 * X-Forwarded-For), two users on different loopback addresses are counted apart by the addresses
 * the proxy forwards, and only when the proxy is trusted; otherwise both are the proxy's address.
 */

const LOGIN = '/api/general/unauth/loginByEmail';
const USER_A = '127.0.0.2';
const USER_B = '127.0.0.3';
const NETWORK = 'Too many failed logins from your network; please try again in 15 minutes';

/** A reverse proxy on its own loopback port, forwarding to `target` with X-Forwarded-For. */
async function reverseProxy(target: string): Promise<{ port: number; close(): Promise<void> }> {
  const proxy = httpProxy.createProxyServer({ target, xfwd: true });
  const server: Server = createServer((req, res) => {
    proxy.web(req, res, {}, () => {
      res.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        proxy.close();
        server.close(() => resolve());
      }),
  };
}

/** A login sent to the proxy from the loopback address `from`. */
function loginVia(
  port: number,
  from: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ code: number; message: string }> {
  const body = new URLSearchParams({ email, password }).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: LOGIN,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Five junk logins (the limit here) from `from`, after which a correct one is refused. */
async function junkFrom(port: number, from: string, spoof = false) {
  for (let i = 0; i < 5; i++) {
    // A client's own X-Forwarded-For is appended to, never believed past the trusted proxy.
    const headers: Record<string, string> = spoof ? { 'x-forwarded-for': `10.9.9.${i}` } : {};
    const junk = await loginVia(port, from, `junk${i}@example.org`, 'wrong', headers);
    expect(junk.code).toBe(400);
  }
  const refused = await loginVia(port, from, 'agent@bq.example.com', DEMO_PASSWORD);
  expect(refused).toMatchObject({ code: 429, message: NETWORK });
}

const LIMITS = { LOGIN_IP_MAX_FAILURES: '5' };

describe('behind a trusted reverse proxy on loopback', () => {
  let t: TestApp;
  let origin = '';
  let proxy: Awaited<ReturnType<typeof reverseProxy>>;
  beforeAll(async () => {
    t = await startApp({ ...LIMITS, TRUST_PROXY: '127.0.0.1' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await reverseProxy(origin);
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('counts two users apart by their forwarded addresses', async () => {
    await junkFrom(proxy.port, USER_A, true);
    const b = await loginVia(proxy.port, USER_B, 'agent@bq.example.com', DEMO_PASSWORD);
    expect(b.code, b.message).toBe(200);
    // A's failures went in under A's address: not the proxy's, not the one A made up.
    const counted = await t.database.db
      .selectDistinct({ key: loginFailures.key })
      .from(loginFailures)
      .where(eq(loginFailures.scope, 'ip'));
    expect(counted.map((r) => r.key)).toEqual([USER_A]);
  });

  it('believes no X-Forwarded-For from a client that is not the proxy', async () => {
    const direct = Number(new URL(origin).port);
    // USER_A is refused; naming another address in the header does not get it through.
    const a = await loginVia(direct, USER_A, 'agent@bq.example.com', DEMO_PASSWORD, {
      'x-forwarded-for': '192.0.2.1',
    });
    expect(a).toMatchObject({ code: 429, message: NETWORK });
  });
});

describe('behind the same proxy, not trusted (the default)', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof reverseProxy>>;
  beforeAll(async () => {
    t = await startApp(LIMITS);
    proxy = await reverseProxy(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('counts both users as the proxy’s address', async () => {
    expect(testConfig(LIMITS).trustProxy).toEqual([]);
    await junkFrom(proxy.port, USER_A);
    const b = await loginVia(proxy.port, USER_B, 'agent@bq.example.com', DEMO_PASSWORD);
    expect(b).toMatchObject({ code: 429, message: NETWORK });
  });
});

describe('the settings', () => {
  it('TRUST_PROXY takes addresses, CIDRs and proxy-addr ranges, and refuses trusting everyone', () => {
    expect(testConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1 , loopback' }).trustProxy).toEqual(
      ['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'],
    );
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com', '1'])
      expect(() => testConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must list/);
  });
});
