import { CODES } from '@bq/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMultipart, PNG_1X1, sessionFor, startApp, type TestApp } from './helpers.js';
import { agentIdOf, day, makeActive, newAgent, people, roleIdOf } from './people-helpers.js';

let t: TestApp;
let admin: string;
let agent: string;
let agentId: number;
let otherId: number;

beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
  agentId = await agentIdOf(t, 'agent@bq.example.com');
  otherId = await agentIdOf(t, 'mentor@bq.example.com');
});
afterAll(() => t?.close());

const info = (token: string, id: number) =>
  people(t, 'bq/agentInfo/getAgentInfoById', token, { agentId: id });

describe('an agent reads and edits only their own record', () => {
  it('reads their own record and is refused anyone else’s, existing or not', async () => {
    const own = await info(agent, agentId);
    expect(own.code).toBe(CODES.ok);
    expect(own.data.personal.legalName).toBe('Alex Agent');
    expect(own.data.agentStatus).toBe(1);
    expect((await info(agent, otherId)).code).toBe(CODES.forbidden);
    expect((await info(agent, 999_999)).code).toBe(CODES.forbidden);
    expect((await info(admin, 999_999)).code).toBe(CODES.notFound);
    expect((await info(admin, otherId)).data.personal.legalName).toBe('Mei Mentor');
    for (const path of ['bq/agentAdminConfig/adminConfigRecord', 'bq/agentAdminConfig/getRel']) {
      expect((await people(t, path, agent, { agentId: otherId })).code).toBe(CODES.forbidden);
    }
  });

  it('changes their own personal fields at once, never another agent’s', async () => {
    const edit = await people(t, 'bq/agentInfo/editAgent', agent, {
      agentId,
      phone: '415 555 0123',
      chineseName: '亚历克斯',
    });
    expect(edit.data).toMatchObject({
      applied: ['chineseName', 'phone'],
      staged: [],
      stashId: null,
    });
    const after = await info(agent, agentId);
    expect(after.data.personal.phone).toBe('(415) 555-0123');
    expect(after.data.personal.chineseName).toBe('亚历克斯');
    const refused = await people(t, 'bq/agentInfo/editAgent', agent, {
      agentId: otherId,
      phone: '415 555 0124',
    });
    expect(refused.code).toBe(CODES.forbidden);
    expect((await info(admin, otherId)).data.personal.phone).not.toBe('(415) 555-0124');
  });

  it('applies the e-mail and phone rules of spec §5', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (await people(t, 'bq/agentInfo/editAgent', agent, { agentId, ...body })).code;
    expect(await bad({ personalEmail: 'alex@mail.invalid' })).toBe(CODES.badInput);
    expect(await bad({ phone: '555-0123' })).toBe(CODES.badInput);
    expect(await bad({ emergencyPhone: 'call me' })).toBe(CODES.badInput);
    expect(await bad({ agentStatus: 1 })).toBe(CODES.badInput);
    expect(await bad({ personalEmail: 'Alex@Gmail.COM' })).toBe(CODES.ok);
    expect((await info(agent, agentId)).data.personal.personalEmail).toBe('Alex@gmail.com');
  });

  it('keeps list and office calls to user managers', async () => {
    expect((await people(t, 'bq/agentInfo/getAgent', agent)).code).toBe(CODES.forbidden);
    const list = await people(t, 'bq/agentInfo/getAgent', admin, { keyword: 'mentor' });
    expect(list.data.list.map((r: { name: string }) => r.name)).toEqual(['Mei Mentor']);
    const edit = await people(t, 'bq/agentAdminConfig/edit', agent, {
      agentId,
      mentorCertificate: 1,
    });
    expect(edit.code).toBe(CODES.forbidden);
  });
});

describe('changes to office-controlled fields wait for acceptance', () => {
  it('stages the agent’s licence and board change, applies it on acceptance and records it', async () => {
    const { agentId: id, token, userId } = await newAgent(t, admin);
    expect((await info(token, id)).data.agentStatus).toBe(3);
    const edit = await people(t, 'bq/agentInfo/editAgent', token, {
      agentId: id,
      licenseNo: 'DRE-01234567',
      licenseExpiresOn: day(t, 400),
      boards: ['Silicon Valley Association of Realtors'],
      address: '1 Main St, San Jose, CA',
    });
    expect(edit.data.applied).toEqual(['address']);
    expect(edit.data.staged.sort()).toEqual(['boards', 'licenseExpiresOn', 'licenseNo']);
    const before = await info(token, id);
    expect(before.data.personal.licenseNo).toBe('');
    expect(before.data.agentStatus).toBe(3);
    expect(before.data.personal.address).toBe('1 Main St, San Jose, CA');
    const stash = await people(t, 'bq/agentAdminConfigStash/getByAgentId', token, { agentId: id });
    expect(stash.data.changes).toContainEqual({
      field: 'licenseNo',
      before: '',
      after: 'DRE-01234567',
    });
    expect(
      (await people(t, 'bq/agentAdminConfig/adminConfigRecord', admin, { agentId: id })).data.total,
    ).toBe(0);

    // The agent cannot accept (no user management); an administrator can.
    expect(
      (await people(t, 'bq/agentAdminConfigStash/accept', token, { id: stash.data.id })).code,
    ).toBe(CODES.forbidden);
    const accepted = await people(t, 'bq/agentAdminConfigStash/accept', admin, {
      id: stash.data.id,
    });
    expect(accepted.data).toEqual({ id: stash.data.id, agentId: id, agentStatus: 1 });
    const after = await info(token, id);
    expect(after.data.personal.licenseNo).toBe('DRE-01234567');
    expect(after.data.personal.boards).toEqual(['Silicon Valley Association of Realtors']);
    expect(after.data.staged).toBeNull();
    const details = await people(t, 'bq/agentInfo/getPersonalDetails', token);
    expect(details.data.agentInfo.agentStatus).toBe(1);
    const history = await people(t, 'bq/agentAdminConfig/adminConfigRecord', token, {
      agentId: id,
    });
    expect(history.data.total).toBe(3);
    expect(history.data.list.every((r: { source: string }) => r.source === 'stash')).toBe(true);
    expect(history.data.list.find((r: { field: string }) => r.field === 'licenseNo')).toMatchObject(
      {
        before: '',
        after: 'DRE-01234567',
        byName: 'Ada Admin',
      },
    );
    expect(
      (await people(t, 'bq/agentAdminConfigStash/accept', admin, { id: stash.data.id })).code,
    ).toBe(CODES.conflict);
    const told = await people(t, 'bq/messageStation/getMessageList', token);
    expect(JSON.stringify(told.data)).toContain('Your personal info change was accepted');
    expect(userId).toBeGreaterThan(0);
  });

  it('merges a second edit into the waiting change; a rejection changes nothing and tells the agent', async () => {
    const { agentId: id, token } = await newAgent(t, admin);
    await people(t, 'bq/agentInfo/editAgent', token, { agentId: id, licenseNo: 'DRE-1' });
    const second = await people(t, 'bq/agentInfo/editAgent', token, {
      agentId: id,
      licenseNo: 'DRE-2',
    });
    const stash = await people(t, 'bq/agentAdminConfigStash/getByAgentId', admin, { agentId: id });
    expect(stash.data.id).toBe(second.data.stashId);
    expect(stash.data.changes).toEqual([{ field: 'licenseNo', before: '', after: 'DRE-2' }]);
    const waiting = await people(t, 'bq/agentAdminConfigStash/search', admin);
    expect(waiting.data.list.map((s: { agentId: number }) => s.agentId)).toContain(id);
    expect(
      (await people(t, 'bq/agentAdminConfigStash/reject', admin, { id: stash.data.id })).code,
    ).toBe(CODES.badInput);
    const rejected = await people(t, 'bq/agentAdminConfigStash/reject', admin, {
      id: stash.data.id,
      reason: 'The DRE lookup shows another number',
    });
    expect(rejected.code).toBe(CODES.ok);
    expect((await info(token, id)).data.personal.licenseNo).toBe('');
    expect(
      (await people(t, 'bq/agentAdminConfigStash/getByAgentId', token, { agentId: id })).data,
    ).toBeNull();
    const told = await people(t, 'bq/messageStation/getMessageList', token);
    expect(JSON.stringify(told.data)).toContain('The DRE lookup shows another number');
  });

  it('stages a user manager’s own change too, and nobody accepts their own', async () => {
    const manager = await newAgent(t, admin, { legalName: 'Manny Manager' });
    await makeActive(t, manager.userId, 'Administrator');
    const token = await sessionFor(t, manager.email);
    const edit = await people(t, 'bq/agentInfo/editAgent', token, {
      agentId: manager.agentId,
      licenseNo: 'DRE-7',
    });
    expect(edit.data.staged).toEqual(['licenseNo']);
    const own = await people(t, 'bq/agentAdminConfigStash/accept', token, {
      id: edit.data.stashId,
    });
    expect(own.code).toBe(CODES.forbidden);
    expect(own.message).toContain('own');
    expect((await info(token, manager.agentId)).data.personal.licenseNo).toBe('');
    const ownConfig = await people(t, 'bq/agentAdminConfig/edit', token, {
      agentId: manager.agentId,
      mentorCertificate: 1,
    });
    expect(ownConfig.code).toBe(CODES.forbidden);
    expect(
      (await people(t, 'bq/agentAdminConfigStash/accept', admin, { id: edit.data.stashId })).code,
    ).toBe(CODES.ok);
    expect((await info(token, manager.agentId)).data.personal.licenseNo).toBe('DRE-7');
  });

  it('applies a user manager’s edit of another agent at once and records it', async () => {
    const { agentId: id, token } = await newAgent(t, admin);
    const edit = await people(t, 'bq/agentInfo/editAgent', admin, {
      agentId: id,
      licenseNo: 'DRE-55',
      licenseExpiresOn: day(t, 300),
    });
    expect(edit.data).toMatchObject({ staged: [], stashId: null, agentStatus: 2 });
    const history = await people(t, 'bq/agentAdminConfig/adminConfigRecord', token, {
      agentId: id,
    });
    expect(
      history.data.list.map((r: { field: string; source: string }) => [r.field, r.source]).sort(),
    ).toEqual([
      ['licenseExpiresOn', 'office'],
      ['licenseNo', 'office'],
    ]);
  });
});

describe('admin config', () => {
  it('records every changed field, generates a free company e-mail and counts by duty', async () => {
    const { agentId: id, token } = await newAgent(t, admin, { englishName: 'Alex Agent' });
    const generated = await people(t, 'bq/agentAdminConfig/generateCompanyEmail', admin, {
      agentId: id,
    });
    // addAgent gave this agent alex.agent@…: a new proposal never repeats a taken address.
    expect(generated.data.companyEmail).toBe('alex.agent2@bqrealty.example');
    const edit = await people(t, 'bq/agentAdminConfig/edit', admin, {
      agentId: id,
      mentorCertificate: 1,
      commissionPlan: 'Team Lead 80/20',
      companyEmail: generated.data.companyEmail,
    });
    expect(edit.data.changed.sort()).toEqual([
      'commissionPlan',
      'companyEmail',
      'mentorCertificate',
    ]);
    const taken = await people(t, 'bq/agentAdminConfig/edit', admin, {
      agentId: id,
      companyEmail: 'agent@bqrealty.example',
    });
    expect(taken.code).toBe(CODES.badInput);
    await people(t, 'bq/agentAdminConfig/editComment', admin, {
      agentId: id,
      comment: 'Strong start',
    });
    const config = await people(t, 'bq/agentAdminConfig/getByAgentId', token, { agentId: id });
    expect(config.data).toMatchObject({
      mentorCertificate: 1,
      comment: 'Strong start',
      roleName: 'Agent',
      dutyName: 'Sales',
    });
    const records = await people(t, 'bq/agentAdminConfig/adminConfigRecord', token, {
      agentId: id,
    });
    expect(records.data.list.map((r: { field: string }) => r.field).sort()).toEqual([
      'comment',
      'commissionPlan',
      'companyEmail',
      'mentorCertificate',
    ]);
    const duty = await people(t, 'bq/agentAdminConfig/statisticalByDuty', admin);
    const sales = duty.data.list.find((d: { dutyName: string }) => d.dutyName === 'Sales');
    expect(sales.agents).toBeGreaterThanOrEqual(6);
    const activity = await people(t, 'bq/agentAdminConfig/addActivityInfo', admin, {
      agentId: id,
      kind: 'award',
      title: 'Rookie of the month',
      happenedOn: day(t),
    });
    expect(activity.code).toBe(CODES.ok);
    const list = await people(t, 'bq/agentAdminConfig/getActivityList', token, { agentId: id });
    expect(list.data.list[0]).toMatchObject({ kind: 'award', title: 'Rookie of the month' });
  });

  it('counts agents by status as the filtered list does', async () => {
    const stats = (await people(t, 'bq/agentInfo/getStatisticalInfo', admin)).data;
    const count = async (agentStatus: number) =>
      (await people(t, 'bq/agentInfo/getAgent', admin, { agentStatus, relStatus: 1 })).data.total;
    expect(stats.byStatus).toEqual({
      licensedInBoard: await count(1),
      noBoard: await count(2),
      noLicense: await count(3),
    });
    expect(stats.active).toBe(
      stats.byStatus.licensedInBoard + stats.byStatus.noBoard + stats.byStatus.noLicense,
    );
    // The demo mentor's licence expires in 45 days.
    expect(stats.licenseExpiringIn90Days).toBeGreaterThanOrEqual(1);
  });

  it('hides agents who left from the role picker', async () => {
    const { agentId: id } = await newAgent(t, admin, { legalName: 'Lee Leaving' });
    const roleId = (await people(t, 'bq/agentAdminConfig/getRel', admin, { agentId: id })).data
      .roleId;
    const pick = () =>
      people(t, 'bq/agentInfo/searchAgentByRoleId', admin, { roleId, keyword: 'leaving' });
    expect((await pick()).data.list).toHaveLength(1);
    await people(t, 'bq/agentInfo/updateAgentRelStatus', admin, { agentId: id, relStatus: 0 });
    expect((await pick()).data.list).toHaveLength(0);
  });
});

describe('W-9', () => {
  it('is a PDF whose text holds the agent’s name and only the TIN’s last four digits', async () => {
    const { agentId: id, token } = await newAgent(t, admin, {
      legalName: 'Wanda Ninefield',
      w9: {
        taxClassification: 'Individual/sole proprietor',
        tinLast4: '9876',
        address: '9 Ninth St',
      },
    });
    const own = await people(t, 'export/w9.pdf', token);
    expect(own.code).toBe(CODES.ok);
    expect(own.data.mime).toBe('application/pdf');
    const bytes = Buffer.from(own.data.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
      mergePages: true,
    });
    expect(text).toContain('Wanda Ninefield');
    expect(text).toContain('***-**-9876');
    expect((await people(t, 'export/w9.pdf', admin, { agentId: id })).code).toBe(CODES.ok);
    expect((await people(t, 'export/w9.pdf', agent, { agentId: id })).code).toBe(CODES.forbidden);
    const nolicense = await sessionFor(t, 'agent.nolicense@bq.example.com');
    const noDetails = await newAgent(t, admin);
    expect((await people(t, 'export/w9.pdf', noDetails.token)).code).toBe(CODES.conflict);
    expect((await people(t, 'export/w9.pdf', nolicense)).code).toBe(CODES.ok);
  });
});

describe('personal photo', () => {
  it('takes a PNG for one’s own record and refuses content that is not one', async () => {
    const png = PNG_1X1;
    const send = (bytes: Uint8Array, token = agent) =>
      callMultipart(
        t.app,
        'bq/agentInfo/uploadPersonalPhoto',
        { fileName: 'me.png', mime: 'image/png' },
        { name: 'me.png', type: 'image/png', bytes },
        token,
      );
    expect((await people(t, 'bq/agentInfo/ifUploadPersonalPhoto', agent)).data.uploaded).toBe(
      false,
    );
    expect((await send(Uint8Array.from([1, 2, 3, 4]))).code).toBe(CODES.badInput);
    expect((await send(png)).data).toEqual({ agentId, size: png.length });
    expect((await people(t, 'bq/agentInfo/ifUploadPersonalPhoto', agent)).data.uploaded).toBe(true);
    const got = await people(t, 'bq/agentInfo/getPersonalPhoto', admin, { agentId });
    expect(Buffer.from(got.data.contentBase64, 'base64')).toEqual(Buffer.from(png));
    const norole = await sessionFor(t, 'norole@bq.example.com');
    expect((await send(png, norole)).code).toBe(CODES.notFound);
  });
});

describe('entry application pass (issue 11)', () => {
  it('creates the agent with the entry form as their personal info and the role in the admin config', async () => {
    const norole = await sessionFor(t, 'norole@bq.example.com');
    const approver = await sessionFor(t, 'approver@bq.example.com');
    const entry = {
      legalName: 'Nora Rolle',
      phone: '415 555 0111',
      personalEmail: 'nora@gmail.com',
      licenseNo: '',
      taxClassification: 'Individual',
      tinLast4: '4321',
      emergencyName: 'Sam Rolle',
      emergencyPhone: '(415) 555-0112',
    };
    const saved = await people(t, 'bq/entry/save', norole, entry);
    await people(t, 'bq/entry/submit', norole, { ...entry, id: saved.data.id });
    const passed = await people(t, 'bq/application/entryApplicationPass', approver, {
      id: saved.data.id,
      roleId: await roleIdOf(t, 'Agent'),
    });
    expect(passed.code, passed.message).toBe(CODES.ok);
    const detail = await info(admin, passed.data.agentId);
    expect(detail.data.agentStatus).toBe(3);
    expect(detail.data.personal).toMatchObject({
      legalName: 'Nora Rolle',
      phone: '(415) 555-0111',
      personalEmail: 'nora@gmail.com',
      emergencyName: 'Sam Rolle',
      w9: { taxClassification: 'Individual', tinLast4: '4321' },
    });
    const rel = await people(t, 'bq/agentAdminConfig/getRel', admin, {
      agentId: passed.data.agentId,
    });
    expect(rel.data).toMatchObject({ roleName: 'Agent', dutyName: 'Sales', relStatus: 1 });
  });
});
