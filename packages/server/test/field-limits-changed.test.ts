import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from './helpers.js';

/**
 * A limit changed in the contract's table changes what the server accepts: this file starts the
 * server with the table's client-name limit lowered to 12 and the password minimum raised to 20.
 */
vi.mock('../../contract/src/meta/limits.js', async (original) => {
  const real = await original<typeof import('../../contract/src/meta/limits.js')>();
  const FIELD_LIMITS = {
    ...real.FIELD_LIMITS,
    case: { ...real.FIELD_LIMITS.case, clientName: { max: 12 } },
    auth: { ...real.FIELD_LIMITS.auth, password: { min: 20, max: 128 } },
  };
  return { ...real, FIELD_LIMITS };
});

const { startApp, call } = await import('./helpers.js');
const { tc, tokens } = await import('./cases-helpers.js');

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
}, 180_000);
afterAll(() => t.close());

describe('the server with a changed limits table', () => {
  it('refuses a client name over the new limit and keeps one at it', async () => {
    const { agent } = await tokens(t);
    const { id } = (await tc(t.app, 'create', agent, { type: 4 })).data;
    const at = await tc(t.app, 'saveDraft', agent, { id, clients: [{ name: 'x'.repeat(12) }] });
    expect(at.code, at.message).toBe(200);
    const over = await tc(t.app, 'saveDraft', agent, { id, clients: [{ name: 'x'.repeat(13) }] });
    expect(over).toMatchObject({ code: 400, message: 'Client 1 name: at most 12 characters.' });
  });

  it('asks for the new password minimum', async () => {
    const answer = await call(t.app, 'general/unauth/registerByEmailAndCode', {
      email: 'someone@example.com',
      code: '123456',
      password: 'nineteen-characters',
    });
    expect(answer.data.fields).toEqual([{ field: 'password', message: 'at least 20 characters' }]);
  });
});
