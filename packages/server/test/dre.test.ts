import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentProfiles } from '../src/db/schema-people.js';
import { DEMO_DRE_UNMATCHED } from '../src/seed/demo-coach-dre.js';
import { agentOf, importDreList } from './coach-dre-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

/** The import call's refusal, or the job it queued as it ended. */
const upload = async (text: string, token = admin) => {
  const { answer, job } = await importDreList(t, token, text);
  return job ? { ...answer, data: job } : answer;
};
const unmatched = async () =>
  (await call(t.app, 'bq/dre/getList', {}, { token: admin, encoding: 'json' })).data;

describe('DRE records', () => {
  it('an import matches the agents whose licence id and name agree and leaves the rest', async () => {
    const alex = await agentOf(t, 'agent@bq.example.com');
    const bo = await agentOf(t, 'agent.noboard@bq.example.com');
    const text = [
      '\uFEFFLicense ID,Name,Type,Status,Expiry',
      // Alex: licence id and name agree (name in the list's "Last, First" order).
      `${alex.licenseNo},"Agent, Alex",Salesperson,LICENSED,12/31/2027`,
      // Bo's licence id, but another person's name: left for a person to decide.
      `${bo.licenseNo},Robert Someone,Salesperson,LICENSED,2027-06-30`,
      // Nobody's licence: unmatched.
      '01999999,Nico Nolicense,Salesperson,LICENSED,2028-01-15',
      '02000001,"Quote, ""Q"" Person",Broker,EXPIRED,',
      // Refused rows: reported by line, never stored.
      ',No Licence Id,Salesperson,LICENSED,2027-01-01',
      '02000002,Bad Date,Salesperson,LICENSED,2027-13-45',
    ].join('\r\n');
    const res = await upload(text);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      status: 'done',
      rows: 6,
      stored: 4,
      matched: 1,
      unmatched: 3,
      updated: 0,
      skippedCount: 2,
    });
    expect(res.data.skipped).toEqual([
      { line: 6, reason: expect.stringMatching(/licence id/) },
      { line: 7, reason: expect.stringMatching(/expiry/) },
    ]);

    const list = await unmatched();
    // The three seeded demo rows and the three of this file that found no agent.
    expect(list.total).toBe(DEMO_DRE_UNMATCHED.length + 3);
    expect(list.list.map((r: { licenseId: string }) => r.licenseId).sort()).toEqual(
      [bo.licenseNo, '01999999', '02000001', ...DEMO_DRE_UNMATCHED.map((r) => r.licenseId)].sort(),
    );
    const matched = await call(
      t.app,
      'bq/dre/getList',
      { matched: true },
      { token: admin, encoding: 'json' },
    );
    expect(matched.data.list).toEqual([
      expect.objectContaining({
        licenseId: alex.licenseNo,
        agentId: alex.id,
        agentName: 'Alex Agent',
        matchedBy: 'auto',
        expiresOn: '2027-12-31',
      }),
    ]);
    const quoted = list.list.find((r: { licenseId: string }) => r.licenseId === '02000001');
    expect(quoted).toMatchObject({
      name: 'Quote, "Q" Person',
      licenseStatus: 'EXPIRED',
      expiresOn: null,
    });
  });

  it('a by-hand match sets the agent licence and lifts "no licence yet"; then it leaves the list', async () => {
    const nico = await agentOf(t, 'agent.nolicense@bq.example.com');
    expect(nico).toMatchObject({ licenseNo: '', status: 3 });
    const record = (await unmatched()).list.find(
      (r: { licenseId: string }) => r.licenseId === '01999999',
    );
    const res = await call(
      t.app,
      'bq/dre/match',
      { id: record.id, agentId: nico.id },
      { token: admin },
    );
    expect(res.code).toBe(200);
    expect(await agentOf(t, 'agent.nolicense@bq.example.com')).toMatchObject({
      licenseNo: '01999999',
      status: 2,
    });
    // The record's type and expiry are the agent's personal licence details now.
    const [profile] = await t.database.db
      .select({ type: agentProfiles.licenseType, expires: agentProfiles.licenseExpiresOn })
      .from(agentProfiles)
      .where(eq(agentProfiles.agentId, nico.id));
    expect(profile).toEqual({ type: record.licenseType.toLowerCase(), expires: record.expiresOn });
    expect((await unmatched()).list.map((r: { id: number }) => r.id)).not.toContain(record.id);
    // Matched twice, or deleted once matched: refused.
    expect(
      (await call(t.app, 'bq/dre/match', { id: record.id, agentId: nico.id }, { token: admin }))
        .code,
    ).toBe(409);
    expect((await call(t.app, 'bq/dre/delete', { id: record.id }, { token: admin })).code).toBe(
      409,
    );

    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/bq/dre/dreVerify?licenseId=01999999&name=nolicense%20nico',
      headers: { authorization: admin },
    });
    expect(verify.json().data).toMatchObject({
      found: true,
      nameAgrees: true,
      record: { agentId: nico.id, matchedBy: 'manual' },
    });
  });

  it('an unmatched record can be deleted; a re-import updates in place and keeps matches', async () => {
    const list = (await unmatched()).list;
    const expired = list.find((r: { licenseId: string }) => r.licenseId === '02000001');
    expect((await call(t.app, 'bq/dre/delete', { id: expired.id }, { token: admin })).code).toBe(
      200,
    );
    expect((await call(t.app, 'bq/dre/delete', { id: expired.id }, { token: admin })).code).toBe(
      404,
    );

    const again = await upload(
      'license id,name,type,status,expiry\n01999999,Nico Nolicense,Broker,LICENSED,2029-01-01\n',
    );
    expect(again.data).toMatchObject({
      status: 'done',
      rows: 1,
      matched: 0,
      unmatched: 0,
      updated: 1,
    });
    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/bq/dre/dreVerify?licenseId=01999999',
      headers: { authorization: admin },
    });
    expect(verify.json().data.record).toMatchObject({ licenseType: 'Broker', matchedBy: 'manual' });
  });

  it('refuses a file that is not CSV, an empty one, and callers without user management', async () => {
    // The header is checked by the call; the rows are read by the job, which fails on them.
    expect((await upload('license id,name\n"unclosed,quote\n')).data).toMatchObject({
      status: 'failed',
      stored: 0,
      error: expect.stringContaining('not a readable CSV'),
    });
    expect((await upload('license id,name,type,status,expiry\n')).data).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('no licence rows'),
    });
    expect((await upload('')).code).toBe(400);
    const noHeader = await upload('01234567,Alex Agent,Salesperson,LICENSED,2027-01-01\n');
    expect(noHeader).toMatchObject({
      code: 400,
      message: expect.stringContaining('header row must name the licence id and name'),
    });
    const agent = await sessionFor(t, 'agent@bq.example.com');
    expect((await upload('license id,name\n1,A\n', agent)).code).toBe(403);
    expect((await call(t.app, 'bq/dre/getList', {}, { token: agent, encoding: 'json' })).code).toBe(
      403,
    );
  });
});
