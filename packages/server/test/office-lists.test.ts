import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startApp, type TestApp } from './helpers.js';
import { agentIdOf, day, newAgent, people } from './people-helpers.js';

/**
 * The office's lists under /system (issue 27 items 4 and 5): the dictionary's codes are fixed
 * and its switched-off entries refused for new records; board membership is data the agent's
 * status (and so case creation) reads, kept one fact with the personal info; recruitments name
 * a recruiter other than the agent and a source of the dictionary; links are https and only those
 * in use reach the home page.
 */

let t: TestApp;
let admin: string;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

const fieldsOf = (a: { data: { fields?: unknown } }) => a.data.fields;

describe('dictionary', () => {
  it('lists a kind in order, adds an entry, keeps codes fixed and refuses a duplicate', async () => {
    const sources = await people(t, 'bq/system/dictionary/list', agent, { kind: 'recruitSource' });
    expect(sources.code).toBe(CODES.ok);
    expect(sources.data.list.map((e: { code: string }) => e.code)).toEqual([
      'agent-referral',
      'institute',
      'job-board',
      'event',
    ]);
    const made = await people(t, 'bq/system/dictionary/save', admin, {
      kind: 'recruitSource',
      code: 'open-house',
      label: 'Open house',
      sort: 5,
    });
    expect(made.data).toMatchObject({ code: 'open-house', active: true, labelZh: '' });
    const first = await people(t, 'bq/system/dictionary/list', agent, { kind: 'recruitSource' });
    expect(first.data.list[0].code).toBe('open-house');

    const twice = await people(t, 'bq/system/dictionary/save', admin, {
      kind: 'recruitSource',
      code: 'open-house',
      label: 'Again',
    });
    expect(fieldsOf(twice)).toEqual([
      { field: 'code', message: 'The list already has the code open-house' },
    ]);
    const renamed = await people(t, 'bq/system/dictionary/save', admin, {
      id: made.data.id,
      kind: 'recruitSource',
      code: 'openhouse',
      label: 'Open house',
    });
    expect(fieldsOf(renamed)).toEqual([
      {
        field: 'code',
        message: 'A code cannot be changed: records store it. Add a new entry instead',
      },
    ]);
    const badCode = await people(t, 'bq/system/dictionary/save', admin, {
      kind: 'recruitSource',
      code: 'Open House',
      label: 'x',
    });
    expect(badCode.code).toBe(CODES.badInput);
    const byAgent = await people(t, 'bq/system/dictionary/save', agent, {
      kind: 'recruitSource',
      code: 'mine',
      label: 'Mine',
    });
    expect(byAgent.code).toBe(CODES.forbidden);
  });
});

describe('boards', () => {
  it('a membership recorded by the office lifts status 2, shows in the info, and ending it restores it', async () => {
    const noBoard = await sessionFor(t, 'agent.noboard@bq.example.com');
    const agentId = await agentIdOf(t, 'agent.noboard@bq.example.com');
    const listing = () => people(t, 'bq/tran/case/create', noBoard, { type: 3 });
    expect((await listing()).code).toBe(CODES.forbidden);

    const boards = await people(t, 'bq/system/association/list', admin, { keyword: 'bay' });
    expect(boards.data.list).toHaveLength(1);
    const bayEast = boards.data.list[0];
    expect(bayEast).toMatchObject({ name: 'Bay East Association of Realtors', members: 0 });

    const added = await people(t, 'bq/system/association/addMember', admin, {
      associationId: bayEast.id,
      agentId,
      memberNo: 'BE-7781',
    });
    expect(added.data).toMatchObject({ agentId, memberNo: 'BE-7781', agentStatus: 1 });
    expect(added.data.joinedOn).toBe(day(t));
    const again = await people(t, 'bq/system/association/addMember', admin, {
      associationId: bayEast.id,
      agentId,
    });
    expect(fieldsOf(again)).toEqual([
      { field: 'agentId', message: 'This agent is already a member of this board' },
    ]);
    const info = await people(t, 'bq/agentInfo/getAgentInfoById', admin, { agentId });
    expect(info.data.personal.boards).toEqual(['Bay East Association of Realtors']);
    expect((await listing()).code).toBe(CODES.ok);

    const ended = await people(t, 'bq/system/association/endMember', admin, { id: added.data.id });
    expect(ended.code).toBe(CODES.ok);
    const board = await people(t, 'bq/system/association/get', admin, { id: bayEast.id });
    expect(board.data.memberList).toEqual([]);
    const after = await people(t, 'bq/agentInfo/getAgentInfoById', admin, { agentId });
    expect(after.data.personal.boards).toEqual([]);
    expect(after.data.agentStatus).toBe(2);
  });

  it('a board named in the personal info becomes a membership, a new name a new board', async () => {
    const a = await newAgent(t, admin, {
      licenseNo: 'DRE-5550',
      boards: ['San Francisco Association of Realtors', 'Marin Association of Realtors'],
    });
    expect(a.agentStatus).toBe(1);
    const sf = await people(t, 'bq/system/association/list', admin, { keyword: 'san francisco' });
    const members = await people(t, 'bq/system/association/get', admin, { id: sf.data.list[0].id });
    expect(members.data.memberList.map((m: { agentId: number }) => m.agentId)).toContain(a.agentId);
    const marin = await people(t, 'bq/system/association/list', admin, { keyword: 'marin' });
    expect(marin.data.list[0]).toMatchObject({ name: 'Marin Association of Realtors', members: 1 });
  });

  it('refuses a second board of the same name, a site without https, and members of a board switched off', async () => {
    const same = await people(t, 'bq/system/association/save', admin, {
      name: 'bay east association of realtors',
    });
    expect(fieldsOf(same)).toEqual([
      { field: 'name', message: 'A board named bay east association of realtors exists' },
    ]);
    const http = await people(t, 'bq/system/association/save', admin, {
      name: 'Contra Costa Association of Realtors',
      website: 'http://ccar.example',
    });
    expect(fieldsOf(http)).toEqual([
      { field: 'website', message: 'must be a web address starting with https://' },
    ]);
    const off = await people(t, 'bq/system/association/save', admin, {
      name: 'Old Board',
      active: false,
    });
    expect(off.data).toMatchObject({ name: 'Old Board', active: false, members: 0 });
    const join = await people(t, 'bq/system/association/addMember', admin, {
      associationId: off.data.id,
      agentId: await agentIdOf(t, 'agent@bq.example.com'),
    });
    expect(fieldsOf(join)).toEqual([
      { field: 'associationId', message: 'This board is switched off' },
    ]);
  });
});

describe('recruiting', () => {
  it('records who recruited whom from a dictionary source, once per agent, never oneself', async () => {
    const recruit = await newAgent(t, admin, { legalName: 'Rory Recruit' });
    const recruiterId = await agentIdOf(t, 'mentor@bq.example.com');
    const save = (body: Record<string, unknown>) =>
      people(t, 'bq/system/recruitment/save', admin, {
        agentId: recruit.agentId,
        recruiterId,
        source: 'agent-referral',
        recruitedOn: day(t),
        ...body,
      });
    expect(fieldsOf(await save({ recruiterId: recruit.agentId }))).toEqual([
      { field: 'recruiterId', message: 'An agent cannot have recruited themselves' },
    ]);
    expect(fieldsOf(await save({ source: 'carrier-pigeon' }))).toEqual([
      { field: 'source', message: 'Choose one of the entries of the list' },
    ]);
    expect(fieldsOf(await save({ recruitedOn: day(t, 2) }))).toEqual([
      { field: 'recruitedOn', message: 'The day an agent was recruited is today or earlier' },
    ]);
    const saved = await save({ note: 'Met at the spring open house' });
    expect(saved.data).toMatchObject({
      agentName: 'Rory Recruit',
      recruiterName: 'Mei Mentor',
      sourceLabel: 'Referred by an agent',
    });
    expect(fieldsOf(await save({}))).toEqual([
      { field: 'agentId', message: 'How this agent came to the office is already recorded' },
    ]);
    const byRecruiter = await people(t, 'bq/system/recruitment/list', admin, { recruiterId });
    expect(byRecruiter.data.list.map((r: { agentName: string }) => r.agentName)).toEqual([
      'Rory Recruit',
    ]);
    const edited = await save({ id: saved.data.id, recruiterId: null, source: 'institute' });
    expect(edited.data).toMatchObject({ recruiterName: null, sourceLabel: 'Institute course' });
    expect((await people(t, 'bq/system/recruitment/list', agent, {})).code).toBe(CODES.forbidden);
  });
});

describe('links and the overview', () => {
  it('takes https links only and shows staff the links in use', async () => {
    const http = await people(t, 'bq/system/link/save', admin, {
      title: 'MLS',
      url: 'http://mls.example',
    });
    expect(fieldsOf(http)).toEqual([
      { field: 'url', message: 'must be a web address starting with https://' },
    ]);
    const made = await people(t, 'bq/system/link/save', admin, {
      title: 'MLS',
      url: 'https://mls.example/login',
      sort: 1,
    });
    expect(made.code).toBe(CODES.ok);
    const shown = await people(t, 'bq/system/link/visible', agent);
    expect(shown.data.list[0]).toEqual({
      id: made.data.id,
      title: 'MLS',
      url: 'https://mls.example/login',
      description: '',
    });
    await people(t, 'bq/system/link/save', admin, { ...made.data, active: false });
    const after = await people(t, 'bq/system/link/visible', agent);
    expect(after.data.list.map((l: { title: string }) => l.title)).not.toContain('MLS');
    expect((await people(t, 'bq/system/link/list', admin)).data.list).toHaveLength(3);
  });

  it('counts what each configuration page holds in use', async () => {
    const overview = await people(t, 'bq/system/overview', admin);
    expect(overview.code).toBe(CODES.ok);
    expect(overview.data).toMatchObject({ links: 2, blacklistEntries: 0 });
    expect(overview.data.associations).toBeGreaterThanOrEqual(4);
    expect(overview.data.boardMembers).toBeGreaterThan(0);
    expect((await people(t, 'bq/system/overview', agent)).code).toBe(CODES.forbidden);
  });
});
