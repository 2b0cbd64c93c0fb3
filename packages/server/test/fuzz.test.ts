import { type CallDef, CODES } from '@bq/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { implementedCalls } from '../src/handlers/index.js';
import { sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * Malformed input to every call, as the administrator (so module gates pass and the body is
 * what is under test): wrong types, missing fields, huge strings, the wrong encoding, broken
 * JSON. The server must never answer HTTP 500 and must always answer an envelope with a message.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ CODE_IP_HOURLY_LIMIT: '100000' });
});
afterAll(() => t?.close());

const fieldsOf = (call: CallDef) => Object.keys((call.request as z.ZodObject).shape ?? {});

const anyValue = fc.oneof(
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
      ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 }))
      : fc.string({ maxLength: 8 });
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

describe('malformed bodies never break the server', () => {
  for (const { call } of implementedCalls()) {
    it(call.path, async () => {
      await fc.assert(
        fc.asyncProperty(encodings(call), async ({ contentType, payload }) => {
          // A fresh session per run: `logout` and password changes revoke the one they run with.
          const token = await sessionFor(t, 'admin@bq.example.com');
          const res = await t.app.inject({
            method: call.method,
            url: `/api/${call.path}`,
            headers: {
              authorization: token,
              ...(contentType ? { 'content-type': contentType } : {}),
            },
            payload,
          });
          expect(res.statusCode).toBe(200);
          const body = res.json();
          expect(typeof body.code).toBe('number');
          expect(typeof body.message).toBe('string');
          expect(body.message.length).toBeGreaterThan(0);
          expect(body).toHaveProperty('data');
          expect(body.message).not.toMatch(/at .*\.(ts|js):\d+|SELECT |INSERT |relation "/);
          if (body.code === CODES.badInput) expect(body.message.length).toBeGreaterThan(5);
        }),
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
