import { request } from 'node:http';
import { connect } from 'node:net';
import { allCalls, type CallDef, CODES } from '@bq/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { multipartBody, sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * Malformed and hostile input to every call in the contract (served or not, so a new call cannot
 * miss it), signed in as several demo roles (the administrator passes every module gate, so the
 * body is what is under test): wrong types, missing fields, huge strings, boundary integers, NUL
 * and control characters, prototype keys as values and as keys, the wrong encoding, broken JSON.
 * The server must never answer HTTP 500 and must always answer an envelope with a message.
 * Below the calls, the transport: broken multipart bodies on every upload call, and a query or
 * header over Node's parser limit on every GET call, over a real socket.
 */

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await startApp({ CODE_IP_HOURLY_LIMIT: '100000' });
  // Node's header limit lives in its HTTP parser, which `inject` bypasses.
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t?.close());

const fieldsOf = (call: CallDef) => Object.keys((call.request as z.ZodObject).shape ?? {});

const ROLES = [
  'admin@bq.example.com',
  'agent@bq.example.com',
  'multi@bq.example.com',
  'tourist@bq.example.com',
];

/** Values that broke calls before (issue 9 §1) or sit on a boundary of a column or a parser. */
const HOSTILE: unknown[] = [
  0,
  -1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  -(2 ** 53),
  1e308,
  '2147483648',
  '9007199254740993',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[2J\u007f',
  '\ud800',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  { __proto__: 'x', constructor: 'y', prototype: 1 },
  JSON.parse('{"__proto__":{"polluted":1}}'),
  'x'.repeat(10_000),
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileValue = fc.constantFrom(...HOSTILE);

const anyValue = fc.oneof(
  hostileValue,
  hostileValue,
  fc.string(),
  fc.string({ minLength: 2000, maxLength: 70_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '__proto__', "'; drop table users;--"),
);

function bodyFor(call: CallDef) {
  const fields = fieldsOf(call);
  const key =
    fields.length > 0
      ? fc.oneof(
          fc.constantFrom(...fields),
          fc.constantFrom(...PROTO_KEYS),
          fc.string({ maxLength: 8 }),
        )
      : fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 }));
  return fc.dictionary(key, anyValue, { maxKeys: fields.length + 2 });
}

type Encoded = { contentType: string | undefined; payload: string | undefined };

function encodings(call: CallDef): fc.Arbitrary<Encoded> {
  const asJson = (body: unknown): Encoded => ({
    contentType: 'application/json',
    payload: JSON.stringify(body),
  });
  const asForm = (body: Record<string, unknown>): Encoded => ({
    contentType: 'application/x-www-form-urlencoded',
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : String(JSON.stringify(v)),
      ]),
    ).toString(),
  });
  return fc.oneof(
    bodyFor(call).map((b) => (call.encoding === 'json' ? asJson(b) : asForm(b))),
    bodyFor(call).map((b) => (call.encoding === 'json' ? asForm(b) : asJson(b))),
    fc.jsonValue().map(asJson),
    fc
      .string({ maxLength: 40 })
      .map((s) => ({ contentType: 'application/json', payload: `{${s}` })),
    fc.string({ maxLength: 40 }).map((s) => ({ contentType: 'text/plain', payload: s || 'x' })),
    fc
      .string({ maxLength: 40 })
      .map((s) => ({ contentType: 'application/xml', payload: `<a>${s}</a>` })),
    fc.constant({ contentType: 'application/json', payload: '' }),
    fc.constant({ contentType: undefined, payload: undefined }),
  );
}

type Sent = { method: string; path: string; contentType?: string; payload?: string };

/**
 * One session per role, made again when a call ended it (`logout`, password changes): a request
 * answered 1001 is sent once more with a fresh session, so every body meets a signed-in server.
 */
const tokens = new Map<string, string>();
async function tokenOf(who: string, fresh = false): Promise<string> {
  const known = tokens.get(who);
  if (known && !fresh) return known;
  const token = await sessionFor(t, who);
  tokens.set(who, token);
  return token;
}

/** One request as one of the demo roles; asserts the envelope and that nothing leaked. */
async function expectEnvelope(
  { method, path, contentType, payload }: Sent,
  who: string,
): Promise<void> {
  const get = method === 'GET';
  const send = async (fresh: boolean) =>
    t.app.inject({
      method: method as 'GET' | 'POST',
      url: `/api/${path}${get && payload ? `?${payload}` : ''}`,
      headers: {
        authorization: await tokenOf(who, fresh),
        ...(contentType && !get ? { 'content-type': contentType } : {}),
      },
      ...(get ? {} : { payload }),
    });
  let res = await send(false);
  if (res.statusCode === 200 && res.json().code === CODES.tokenInvalid) res = await send(true);
  expect(res.statusCode, `${path} as ${who}: ${payload?.slice(0, 200)}`).toBe(200);
  const body = res.json();
  expect(typeof body.code).toBe('number');
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body).toHaveProperty('data');
  expect(body.message).not.toMatch(/at .*\.(ts|js):\d+|SELECT |INSERT |relation "/);
  if (body.code === CODES.badInput) expect(body.message.length).toBeGreaterThan(5);
}

/** Every field set to one hostile value, in the call's own encoding (JSON keeps its type). */
function allFieldsAs(call: CallDef, value: unknown): Sent {
  const body = Object.fromEntries(fieldsOf(call).map((f) => [f, value]));
  if (call.encoding === 'json') {
    return {
      method: call.method,
      path: call.path,
      contentType: 'application/json',
      payload: JSON.stringify(body),
    };
  }
  const form = new URLSearchParams(
    Object.entries(body).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : String(JSON.stringify(v)),
    ]),
  ).toString();
  return {
    method: call.method,
    path: call.path,
    contentType: 'application/x-www-form-urlencoded',
    payload: form,
  };
}

describe('malformed bodies never break the server', () => {
  for (const { call } of allCalls()) {
    it(call.path, async () => {
      // Each hostile value once in every field, the roles taking turns.
      for (const [i, value] of HOSTILE.entries()) {
        await expectEnvelope(allFieldsAs(call, value), ROLES[i % ROLES.length] as string);
      }
      await fc.assert(
        fc.asyncProperty(
          encodings(call),
          fc.constantFrom(...ROLES),
          async ({ contentType, payload }, who) => {
            await expectEnvelope(
              { method: call.method, path: call.path, contentType, payload },
              who,
            );
          },
        ),
        // Ten random bodies per call on top of the fixed hostile values, a new seed each run: with
        // over 300 calls that is 3,000 a run, and twenty doubled the suite's longest file.
        { numRuns: 10 },
      );
    });
  }

  it('answers an oversized body with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/unauth/loginByEmail',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 400, message: expect.stringMatching(/too large/) });
  });
});

const uploads = allCalls().filter(({ call }) => call.encoding === 'multipart');
const gets = allCalls().filter(({ call }) => call.method === 'GET');
const CUT_OFF = /ended before its closing boundary/;

async function sendMultipart(path: string, who: string, contentType: string, payload: Buffer) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: await tokenOf(who), 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, `${path} as ${who}`).toBe(200);
  return res.json() as { code: number; message: string; data: unknown };
}

/** Fields every upload call reads (extra ones are stripped), then a 1000-byte PNG-looking file. */
const uploadBody = () =>
  multipartBody(
    { id: 1, agentId: undefined, docType: 'contract', fileName: 'a.png', mime: 'image/png' },
    {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(996, 7)]),
    },
  );

/** A raw GET over loopback, so Node's own parser sees it. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'GET', path, headers }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const TOO_LARGE = {
  code: CODES.badInput,
  message: expect.stringMatching(
    /^The request's address and headers are too large \(more than 16 KB together\); send long values in a POST body$/,
  ),
  data: null,
};

describe('broken transport answers a 4xx envelope with a clear message', () => {
  for (const { call } of uploads) {
    it(`${call.path}: multipart without a boundary, and cut off`, async () => {
      const who = 'admin@bq.example.com';
      for (const type of ['multipart/form-data', 'multipart/form-data; charset=utf-8']) {
        expect(await sendMultipart(call.path, who, type, Buffer.from('x'))).toEqual({
          code: CODES.badInput,
          message:
            'The multipart body has no boundary: send Content-Type: multipart/form-data; boundary=… (as a browser form does)',
          data: null,
        });
      }
      const { contentType, payload } = await uploadBody();
      // Cut inside the first field's headers, then inside its value: the fields are read before
      // any handler rule, so every call answers the same.
      const firstValue = payload.indexOf('\r\n\r\n') + 4;
      for (const at of [20, firstValue - 10, firstValue + 2]) {
        const answer = await sendMultipart(call.path, who, contentType, payload.subarray(0, at));
        expect(answer, `cut at ${at}`).toMatchObject({ code: 400, message: CUT_OFF });
      }
      // Cut inside the file: the handler's own rules may refuse first (no such record), but the
      // answer is a 4xx envelope whichever comes first.
      for (const role of ROLES) {
        const answer = await sendMultipart(
          call.path,
          role,
          contentType,
          payload.subarray(0, payload.length - 500),
        );
        expect(answer.code, `${role}: ${answer.message}`).toBeGreaterThanOrEqual(400);
        expect(answer.code, `${role}: ${answer.message}`).toBeLessThan(500);
        expect(answer.message.length).toBeGreaterThan(10);
      }
    });
  }

  it('a file cut off mid-part is refused as cut off where the handler reads it', async () => {
    const { contentType, payload } = await uploadBody();
    const cut = payload.subarray(0, payload.length - 500);
    const cases: [string, string][] = [
      ['bq/course/uploadCover', 'admin@bq.example.com'],
      ['bq/dre/import', 'admin@bq.example.com'],
      ['bq/agentInfo/uploadPersonalPhoto', 'agent@bq.example.com'],
    ];
    for (const [path, who] of cases) {
      expect(await sendMultipart(path, who, contentType, cut), path).toMatchObject({
        code: 400,
        message: CUT_OFF,
      });
    }
  });

  for (const { call } of gets) {
    it(`GET ${call.path}: a query or a header over the parser's limit`, async () => {
      const authorization = await tokenOf('admin@bq.example.com');
      const longQuery = await rawGet(`/api/${call.path}?q=${'x'.repeat(300_000)}`, {
        authorization,
      });
      expect(longQuery.status).toBe(431);
      expect(JSON.parse(longQuery.body)).toEqual(TOO_LARGE);
      const longHeader = await rawGet(`/api/${call.path}`, {
        authorization,
        'x-padding': 'y'.repeat(300_000),
      });
      expect(longHeader.status).toBe(431);
      expect(JSON.parse(longHeader.body)).toEqual(TOO_LARGE);
      // Under the limit, the call itself answers (an envelope, never 500).
      const under = await rawGet(`/api/${call.path}?q=${'x'.repeat(8_000)}`, { authorization });
      expect(under.status === 200 || under.status === 404, `${under.status}`).toBe(true);
    });
  }

  it('answers bytes that are not HTTP with a 400 envelope', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.end('HELLO THERE\r\n\r\n');
    let text = '';
    for await (const chunk of socket) text += chunk;
    expect(text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: CODES.badInput,
      message: 'The request is not valid HTTP',
      data: null,
    });
  });
});
