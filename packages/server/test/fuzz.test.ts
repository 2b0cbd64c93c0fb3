import { allCalls, type CallDef, CODES } from '@bq/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * Malformed and hostile input to every call in the contract (served or not, so a new call cannot
 * miss it), signed in as several demo roles (the administrator passes every module gate, so the
 * body is what is under test): wrong types, missing fields, huge strings, boundary integers, NUL
 * and control characters, prototype keys as values and as keys, the wrong encoding, broken JSON.
 * The server must never answer HTTP 500 and must always answer an envelope with a message.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ CODE_IP_HOURLY_LIMIT: '100000' });
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
        { numRuns: 20 },
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
