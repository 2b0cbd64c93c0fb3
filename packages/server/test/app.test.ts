import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { registerCall } from '../src/register.js';
import { call, startApp, type TestApp, testConfig } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ CORS_ORIGINS: 'https://portal.example' });
});
afterAll(() => t?.close());

describe('envelope and HTTP surface', () => {
  it('answers an unknown path and a wrong method with a 404 envelope', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/bq/nothing/here' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      code: 404,
      message: 'No such call: POST /api/bq/nothing/here',
      data: null,
    });
    const wrongMethod = await t.app.inject({ method: 'GET', url: '/api/bq/application/getNum' });
    expect(wrongMethod.json().code).toBe(404);
  });

  it('answers a missing file with a plain 404, not a JSON envelope', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/robots.txt?x=1']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(answer.body, url).toBe('Not found');
    }
    // A call with a dot in its path is still a call.
    const call = await t.app.inject({ method: 'POST', url: '/api/bq/nothing.json' });
    expect(call.statusCode).toBe(200);
    expect(call.json().code).toBe(404);
  });

  it('names each bad field', async () => {
    const answer = await call(t.app, 'general/unauth/registerByEmailAndCode', {
      email: 'nope',
      code: '12',
    });
    expect(answer.code).toBe(400);
    // People read labels and words; programs read each field's path and phrase.
    expect(answer.message).toBe('Please correct these fields: E-mail, Code, Password.');
    expect(answer.data.fields).toEqual([
      { field: 'email', message: 'must be an e-mail address' },
      { field: 'code', message: 'must be 6 digits' },
      { field: 'password', message: 'is required' },
    ]);
  });

  it('refuses the wrong encoding with a clear message', async () => {
    const answer = await call(
      t.app,
      'general/unauth/loginByEmail',
      { email: 'a@b.co', password: 'x' },
      { encoding: 'json' },
    );
    expect(answer).toMatchObject({ code: 400, message: expect.stringContaining('form body') });
  });

  it('sets security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bq/application/getNum',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('allows CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/bq/application/getNum',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://portal.example')).headers['access-control-allow-origin']).toBe(
      'https://portal.example',
    );
    expect(
      (await preflight('https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('serves the OpenAPI document from the contract', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/general/unauth/loginByEmail'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('hides the outbox call unless EXPOSE_OUTBOX=1', async () => {
    // Shares this file's database: buildApp does not close a database it did not open.
    const app = await buildApp({
      config: testConfig({ EXPOSE_OUTBOX: '0' }),
      database: t.database,
      logger: false,
    });
    try {
      expect((await call(app, 'general/test/latestOutbox', { email: 'a@b.co' })).code).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('compresses an answer over a kilobyte for a client that accepts it, and only then', async () => {
    const big = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await big();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await big('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await big('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    // A short answer costs more to compress than it saves.
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/general/unauth/loginByEmail',
      headers: { 'accept-encoding': 'br', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nobody%40example.com&password=wrong-password',
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(400);
  });

  it('removes the throw-away upload folder of an in-memory database when it stops', async () => {
    // os.tmpdir() reads TMPDIR at each call: the app's folder is made in one of this test's own.
    const tmp = mkdtempSync(path.join(tmpdir(), 'bq-app-tmp-'));
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const app = await buildApp({ config: testConfig(), database: t.database, logger: false });
      expect(readdirSync(tmp)).toEqual([expect.stringMatching(/^bq-files-/)]);
      await app.close();
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('refuses to register a call without a permission', () => {
    const call = { path: 'x/y', method: 'POST', encoding: 'form', summary: '' } as never;
    expect(() => registerCall(t.app, {} as never, call, async () => null)).toThrow(/permission/);
  });
});

describe('migrations', () => {
  it('are uniquely numbered, applied once, and re-running applies nothing', async () => {
    const versions = readMigrations().map((f) => f.version);
    expect(versions[0]).toBe(1);
    expect(new Set(versions).size).toBe(versions.length);
    expect(await migrate(t.database)).toEqual([]);
  });

  it('store every amount of money in the one money column type, numeric(14, 2)', async () => {
    const columns = await t.database.rawTransaction((tx) =>
      tx.query<{ name: string; type: string }>(
        `SELECT table_name || '.' || column_name AS name,
                format('numeric(%s,%s)', numeric_precision, numeric_scale) AS type
           FROM information_schema.columns
          WHERE table_schema = 'public' AND data_type = 'numeric'`,
      ),
    );
    // Percents and hours are numeric too; everything else numeric is an amount of money.
    const money = columns.filter((c) => !/(percent|hours)$/.test(c.name));
    expect(money.map((c) => c.name)).toContain('courses.price');
    expect(money.filter((c) => c.type !== 'numeric(14,2)')).toEqual([]);
  });

  it('apply all pending files in one transaction: a failing file leaves nothing behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bq-mig-'));
    try {
      writeFileSync(path.join(dir, '9001_ok.sql'), 'CREATE TABLE mig_probe (id int);');
      writeFileSync(
        path.join(dir, '9002_broken.sql'),
        'CREATE TABLE mig_probe2 (id int); SELECT * FROM no_such_table;',
      );
      await expect(migrate(t.database, dir)).rejects.toThrow();
      const probe = await t.database.rawTransaction((tx) =>
        tx.query<{ n: number }>(
          "SELECT (SELECT count(*)::int FROM pg_tables WHERE tablename LIKE 'mig_probe%') + (SELECT count(*)::int FROM schema_migrations WHERE version > 9000) AS n",
        ),
      );
      expect(probe[0]?.n).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The build's one inline script (packages/portal/vite.public-preload.ts), in miniature. */
const INLINE = "(function(h){if(h.indexOf('#/x')===0)document.title='x'})(location.hash)";

describe('the built portal served from STATIC_DIR', () => {
  let dir: string;
  let served: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bq-static-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>BQ</title><script>${INLINE}</script><script type="module" src="./assets/index-AbC123.js"></script>`,
    );
    // A hashed chunk as the portal build leaves it: the file and its precompressed variants.
    mkdirSync(path.join(dir, 'assets'));
    const chunk = `export const text = ${JSON.stringify('portal '.repeat(400))};\n`;
    writeFileSync(path.join(dir, 'assets/index-AbC123.js'), chunk);
    writeFileSync(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(chunk));
    writeFileSync(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(chunk));
    served = await startApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await served?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the files that exist and a real 404 for the ones that do not', async () => {
    const home = await served.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>BQ</title>');
    const missing = await served.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('sends the build compressed as the browser accepts, hashed files cached for a year', async () => {
    const get = (url: string, accept?: string) =>
      served.app.inject({
        method: 'GET',
        url,
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
    const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('portal portal');
    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('portal portal');
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('portal portal');
    // The page names the current build: asked again on every visit, so a deploy reaches everyone.
    const home = await get('/', 'br');
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it("lets the page's own inline script run, by its hash, and no other inline script", async () => {
    const home = await served.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = String(home.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('script-src'));
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
