import { CASE_TEXT_LIMITS, FIELD_LIMITS, fieldLabel, fieldMessages } from '@bq/contract';
import { emailOfLength } from '@bq/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tc, tokens, type Who } from './cases-helpers.js';
import { startApp, type TestApp } from './helpers.js';

/**
 * The case form's text limits through the real call path (gate → schema → handler → database):
 * the longest value the table allows is stored whole, one character more is refused under that
 * field with the table's words, and people read a label, not a path.
 */
let t: TestApp;
let tk: Record<Who, string>;
let id: number;
beforeAll(async () => {
  t = await startApp();
  tk = await tokens(t);
  id = (await tc(t.app, 'create', tk.agent, { type: 4 })).data.id;
}, 180_000);
afterAll(() => t.close());

/** `{ clients: [{ name: v }] }` for `clients.*.name`. */
function bodyAt(path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!head) throw new Error(path);
  if (rest.length === 0) return { [head]: value };
  if (rest[0] === '*') return { [head]: [bodyAt(rest.slice(1).join('.'), value)] };
  return { [head]: bodyAt(rest.join('.'), value) };
}

function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)?.[key === '*' ? 0 : key],
      data,
    );
}

/** A value of `n` characters the field's format accepts (a long e-mail is still an e-mail). */
function filler(path: string, n: number): string {
  if (path.endsWith('email')) return emailOfLength(n);
  if (path.endsWith('phone')) return '4'.repeat(n);
  if (path.endsWith('zip')) return n === 10 ? '95112-1234' : `95112-${'1'.repeat(n - 6)}`;
  if (path.endsWith('state')) return 'NV'.padEnd(n, 'X');
  return 'w'.repeat(n);
}

describe('saveDraft and the field limits table', () => {
  it.each(Object.entries(CASE_TEXT_LIMITS))('%s', async (path, { max }) => {
    const saved = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      ...bodyAt(path, filler(path, max)),
    });
    expect(saved.code, saved.message).toBe(200);
    const got = await tc(t.app, 'get', tk.agent, { id });
    expect(valueAt(got.data, path)).toBe(filler(path, max));

    const over = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      ...bodyAt(path, filler(path, max + 1)),
    });
    const field = path.replace('*', '0');
    expect(over.code).toBe(400);
    expect(over.data.fields[0]).toEqual({ field, message: fieldMessages.tooLong(max) });
    expect(over.message.startsWith(`${fieldLabel(field)}: `)).toBe(true);
    expect(over.message).not.toContain(field);
  });

  it('names the wrong type instead of saying a present value is missing', async () => {
    const answer = await tc(t.app, 'saveDraft', tk.agent, {
      id,
      notes: 42,
      loanAmount: 'lots',
      clients: [{ name: ['x'] }],
    });
    expect(answer.code).toBe(400);
    expect(answer.data.fields).toEqual([
      { field: 'clients.0.name', message: 'must be text' },
      { field: 'loanAmount', message: 'must be a number' },
      { field: 'notes', message: 'must be text' },
    ]);
    expect(answer.message).toBe('Please correct these fields: Client 1 name, Loan amount, Notes.');
  });

  it('says "too large" for an amount its column cannot hold', async () => {
    const answer = await tc(t.app, 'saveDraft', tk.agent, { id, loanAmount: '1000000000000' });
    expect(answer.data.fields).toEqual([{ field: 'loanAmount', message: 'too large' }]);
    expect(answer.message).toBe('Loan amount: too large.');
  });

  it('refuses a 21st client with the table count', async () => {
    const clients = Array.from({ length: FIELD_LIMITS.case.clients.maxItems + 1 }, (_, i) => ({
      name: `Client ${i}`,
    }));
    const answer = await tc(t.app, 'saveDraft', tk.agent, { id, clients });
    expect(answer.data.fields).toEqual([{ field: 'clients', message: 'at most 20 clients' }]);
    const ok = await tc(t.app, 'saveDraft', tk.agent, { id, clients: clients.slice(1) });
    expect(ok.code, ok.message).toBe(200);
  });
});
