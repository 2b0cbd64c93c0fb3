import { defineCall } from '@bq/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblems } from '../src/answer-check.js';
import type { Services } from '../src/context.js';
import { registerCall } from '../src/register.js';
import { testConfig } from './helpers.js';

const person = defineCall({
  path: 'test/person',
  method: 'POST',
  encoding: 'json',
  permission: 'public',
  summary: 'a person (test only)',
  request: z.object({}),
  response: z.object({
    id: z.number(),
    name: z.string(),
    tags: z.array(z.object({ id: z.number() })),
  }),
});

describe('answers held to their schema (CHECK_ANSWERS)', () => {
  it('names a leaked column, a nested one, and a wrong type', () => {
    expect(answerProblems(person, { id: 1, name: 'Ann', tags: [] })).toEqual([]);
    expect(answerProblems(person, { id: 1, name: 'Ann', tags: [], passwordHash: 'x' })).toEqual([
      'passwordHash: not in the response schema',
    ]);
    expect(answerProblems(person, { id: 1, name: 'Ann', tags: [{ id: 2, secret: 1 }] })).toEqual([
      'tags[0].secret: not in the response schema',
    ]);
    expect(answerProblems(person, { id: '1', name: 'Ann', tags: [] })[0]).toMatch(/^id: /);
  });

  it('a handler that leaks a column fails its call, with the path named', async () => {
    const app = Fastify();
    const services = { config: testConfig() } as unknown as Services;
    registerCall(app, services, person, async () => ({
      id: 1,
      name: 'Ann',
      tags: [],
      passwordHash: 'scrypt$…',
    }));
    app.setErrorHandler((error: Error & { code?: number }, _req, reply) =>
      reply.code(200).send({ code: error.code, message: error.message }),
    );
    const res = await app.inject({ method: 'POST', url: '/test/person', payload: {} });
    expect(res.json()).toEqual({
      code: 500,
      message: 'answer of test/person breaks its schema: passwordHash: not in the response schema',
    });
    await app.close();
  });
});
