import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromDatabaseError } from '../src/envelope.js';
import { b64, PDF, tc } from './cases-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * The three inputs that answered HTTP 500 (issue 9 §1): ids above int4, NUL in text, and
 * prototype keys as a MIME type. Each is refused with a 400 envelope that names the field.
 */

let t: TestApp;
let agent: string;
let caseId: number;
beforeAll(async () => {
  t = await startApp();
  agent = await sessionFor(t, 'agent@bq.example.com');
  const created = await tc(t.app, 'create', agent, { type: 1, purchaseKind: 'new' });
  caseId = created.data.id;
});
afterAll(() => t?.close());

describe('ids above the 32-bit id columns', () => {
  it('are refused as bad input naming the field, not a 500', async () => {
    const res = await tc(t.app, 'get', agent, { id: 2_147_483_648 });
    expect(res.status).toBe(200);
    expect(res.code).toBe(CODES.badInput);
    expect(res.data.fields).toEqual([{ field: 'id', message: 'too large' }]);
    const role = await call(
      t.app,
      'general/role/updateOwnRole',
      { roleId: 999_999_999_999_999, type: 1 },
      { token: agent },
    );
    expect(role.status).toBe(200);
    expect(role.code).toBe(CODES.badInput);
    expect(role.data.fields).toEqual([{ field: 'roleId', message: 'too large' }]);
  });

  it('still accepts the largest int4 id (answered as not found)', async () => {
    const res = await tc(t.app, 'get', agent, { id: 2_147_483_647 });
    expect(res.status).toBe(200);
    expect(res.code).toBe(CODES.notFound);
  });

  it('maps a database out-of-range or bad-text error to 400 as a backstop', () => {
    const wrapped = { message: 'Failed query', params: [1], cause: { code: '22003' } };
    expect(fromDatabaseError(wrapped)?.code).toBe(CODES.badInput);
    expect(fromDatabaseError({ code: '22021' })?.code).toBe(CODES.badInput);
    expect(fromDatabaseError({ code: '22P02' })?.code).toBe(CODES.badInput);
    expect(fromDatabaseError({ code: '42P01' })).toBeNull();
  });
});

describe('control characters in text', () => {
  it('a NUL in a text field is refused naming the field', async () => {
    const res = await tc(t.app, 'search', agent, { keyword: 'ab\u0000cd' });
    expect(res.status).toBe(200);
    expect(res.code).toBe(CODES.badInput);
    expect(res.message).toBe('Keyword: must not contain control characters (such as NUL).');
    expect(res.data.fields).toEqual([
      { field: 'keyword', message: 'must not contain control characters (such as NUL)' },
    ]);
    const save = await tc(t.app, 'saveDraft', agent, {
      id: caseId,
      clients: [{ name: 'Ann\u0000' }],
    });
    expect(save.code).toBe(CODES.badInput);
    expect(save.message).toBe(
      'Client 1 name: must be one line, without line breaks or control characters.',
    );
    expect(save.data.fields[0].field).toBe('clients.0.name');
  });

  it('other C0 controls are refused, tab and newline are kept', async () => {
    const bell = await tc(t.app, 'search', agent, { keyword: 'a\u0007b' });
    expect(bell.code).toBe(CODES.badInput);
    const esc = await tc(t.app, 'search', agent, { keyword: 'a\u001bb' });
    expect(esc.code).toBe(CODES.badInput);
    const tab = await tc(t.app, 'search', agent, { keyword: 'a\tb\nc' });
    expect(tab.code).toBe(CODES.ok);
  });
});

describe('prototype keys as a MIME type', () => {
  for (const mime of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    it(`uploadDocument with mime "${mime}" is refused as an unaccepted type`, async () => {
      const res = await tc(t.app, 'uploadDocument', agent, {
        id: caseId,
        docType: 'purchase-agreement',
        fileName: 'a.pdf',
        mime,
        contentBase64: b64(PDF),
      });
      expect(res.status).toBe(200);
      expect(res.code).toBe(CODES.badInput);
      expect(res.message).toBe('Only PDF, PNG, JPEG, DOC or DOCX files can be uploaded');
    });
  }
});
