import { BLACKLIST_REFUSAL, CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-data.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

/**
 * The blacklist (issue 27 item 6): entries stored in one form, refused at registration, an
 * outsider's login, profile and checkout with one neutral message, staff never refused, nobody
 * listing themselves, and a lifted entry refusing nothing again.
 */

let t: TestApp;
let admin: string;
const ADMIN_IP = '192.0.2.10';
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

const add = (kind: string, value: string, reason = 'Fake sign-ups') =>
  call(t.app, 'bq/blackList/add', { kind, value, reason }, { token: admin, ip: ADMIN_IP });
const entries = (body: Record<string, unknown> = {}) =>
  call(t.app, 'bq/blackList/getBlackList', body, { token: admin });
const askCode = (email: string, ip = '198.51.100.1') =>
  call(t.app, 'general/unauth/sendEmailVerificationCode', { email, type: 1 }, { ip });
const loginAs = (email: string, password = DEMO_PASSWORD, ip = '198.51.100.1') =>
  call(t.app, 'general/unauth/loginByEmail', { email, password }, { ip });

const refused = { code: CODES.forbidden, message: BLACKLIST_REFUSAL };
const outcome = (a: { code: number; message: string }) => ({ code: a.code, message: a.message });

describe('entries', () => {
  it('stores a domain in one form, refuses it twice, and lists it with who added it', async () => {
    const first = await add('domain', '@Spam.Example');
    expect(first.code).toBe(CODES.ok);
    expect(first.data).toMatchObject({ kind: 'domain', value: 'spam.example' });
    expect(first.data.addedBy).toBe('Ada Admin');
    const again = await add('domain', ' spam.example. ');
    expect(again.code).toBe(CODES.badInput);
    expect(again.data.fields).toEqual([
      { field: 'value', message: 'spam.example is already on the blacklist' },
    ]);
    const list = await entries({ kind: 'domain', keyword: 'SPAM' });
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ value: 'spam.example', reason: 'Fake sign-ups' });
  });

  it('stores a network as the database writes it, and says what each kind takes', async () => {
    const net = await add('ip', '203.0.113.9/24');
    expect(net.data).toMatchObject({ kind: 'ip', value: '203.0.113.0/24' });
    expect((await add('ip', '2001:DB8::1')).data.value).toBe('2001:db8::1/128');
    for (const [kind, value] of [
      ['ip', '300.1.1.1'],
      ['ip', '10.0.0.0/33'],
      ['ip', '10.0.0.0/8/1'],
      ['domain', 'localhost'],
      ['domain', 'a..example'],
      ['email', 'no-at-sign.example'],
    ]) {
      const answer = await add(kind as string, value as string);
      expect(answer.code, `${kind} ${value}`).toBe(CODES.badInput);
      expect(answer.data.fields[0].field).toBe('value');
    }
  });

  it('refuses an entry that would refuse the person adding it, and keeps nothing of it', async () => {
    const before = (await entries()).data.total;
    for (const [kind, value] of [
      ['email', 'ADMIN@bq.example.com'],
      ['domain', 'example.com'],
      ['ip', '192.0.2.0/24'],
    ]) {
      const answer = await add(kind as string, value as string);
      expect(answer.code, value).toBe(CODES.badInput);
      expect(answer.data.fields[0].message).toContain('would refuse you');
    }
    expect((await entries()).data.total).toBe(before);
  });
});

describe('what an entry refuses', () => {
  it('refuses a registration code to the domain and its subdomains, not to a look-alike', async () => {
    expect(outcome(await askCode('someone@spam.example'))).toEqual(refused);
    expect(outcome(await askCode('someone@mail.spam.example'))).toEqual(refused);
    expect((await askCode('someone@notspam.example')).code).toBe(CODES.ok);
    const register = await call(t.app, 'general/unauth/registerByEmailAndCode', {
      email: 'someone@spam.example',
      code: '123456',
      password: 'a long enough password 1',
    });
    expect(outcome(register)).toEqual(refused);
  });

  it('refuses a listed network whatever the address', async () => {
    expect(outcome(await askCode('fresh@clean.example', '203.0.113.77'))).toEqual(refused);
    expect((await askCode('fresh@clean.example', '203.0.114.1')).code).toBe(CODES.ok);
  });

  it('refuses a listed outsider only with the right password, and never staff', async () => {
    const entry = await add('email', 'tourist@bq.example.com', 'Chargebacks');
    await add('email', 'agent@bq.example.com', 'Listed by mistake');
    // A wrong password answers as for anyone: the refusal tells nothing to a stranger.
    expect((await loginAs('tourist@bq.example.com', 'wrong password 1')).message).toBe(
      'Wrong e-mail or password',
    );
    expect(outcome(await loginAs('tourist@bq.example.com'))).toEqual(refused);
    expect((await loginAs('agent@bq.example.com')).code).toBe(CODES.ok);

    // Signed in before the entry: the profile and checkout refuse too.
    const tourist = await sessionFor(t, 'tourist@bq.example.com');
    const profile = await call(
      t.app,
      'bq/touristsLogin/add',
      { name: 'Visitor', phone: '4155550100' },
      { token: tourist, encoding: 'json' },
    );
    expect(outcome(profile)).toEqual(refused);
    const checkout = await call(
      t.app,
      'bq/order/checkout',
      { idempotencyKey: 'blacklisted-checkout-1', expectedTotal: '10.00' },
      { token: tourist, encoding: 'json' },
    );
    expect(outcome(checkout)).toEqual(refused);

    // Lifted: refused no more, and lifting again says so.
    expect(
      (await call(t.app, 'bq/blackList/remove', { id: entry.data.id }, { token: admin })).code,
    ).toBe(CODES.ok);
    expect((await loginAs('tourist@bq.example.com')).code).toBe(CODES.ok);
    expect(
      outcome(await call(t.app, 'bq/blackList/remove', { id: entry.data.id }, { token: admin })),
    ).toEqual({ code: CODES.conflict, message: 'This entry was already lifted' });
    expect((await entries({ keyword: 'tourist@' })).data.total).toBe(0);
  });
});
