import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentProfiles, users } from '../src/db/schema.js';
import { registrations } from '../src/db/schema-institute.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse, regis } from './institute-helpers.js';
import { newAgent, people } from './people-helpers.js';
import { formulaStarts, openAsSpreadsheet } from './spreadsheet.js';

/**
 * Issue 23 item 5: every CSV export, opened as a spreadsheet would, starts no formula, also when
 * a name holds a line feed. The forms refuse such names now; rows saved before that (legacy data)
 * are written into the database directly and exported all the same.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
});
afterAll(() => t?.close());

/** A name whose second line a spreadsheet would run as a formula, were it a row of its own. */
const attack = (name: string) => `${name}\n=cmd|' /C calc'!A0`;
const ONE_LINE = 'must be one line, without line breaks or control characters';
const fileText = (data: { contentBase64: string }) =>
  Buffer.from(data.contentBase64, 'base64').toString('utf8');

/** A registration row as the public hall writes one, for data inserted directly. */
const outsider = { kind: 'outsider' as const, status: 'enrolled' as const, phone: '' };

/** The row of `opened` whose cells include one starting with `name`. */
const rowOf = (opened: string[][], name: string) =>
  opened.find((row) => row.some((cell) => cell.startsWith(name)));

describe('course registrations export', () => {
  it('refuses a name with a line break at registration, naming the field', async () => {
    const courseId = await newCourse(t, admin, { titleEn: 'Export course' });
    const res = await regis(t, { courseId, name: attack('Olive'), email: 'olive@example.com' });
    expect([res.status, res.code]).toEqual([200, CODES.badInput]);
    expect(res.message).toBe(`Name: ${ONE_LINE}.`);
    expect(res.data.fields).toEqual([{ field: 'name', message: ONE_LINE }]);
    const title = await call(
      t.app,
      'bq/course/save',
      { titleEn: 'Course\n@SUM(1)', category: 'Licensing', online: false, price: '0', seats: 1 },
      json(admin),
    );
    expect(title.code).toBe(CODES.badInput);
    expect(title.data.fields).toContainEqual({ field: 'titleEn', message: ONE_LINE });
  });

  it('exports a legacy name with a line feed and a formula as one guarded cell', async () => {
    const courseId = await newCourse(t, admin, { titleEn: 'Legacy export course' });
    await t.database.db.insert(registrations).values([
      { courseId, name: attack('Legacy Lee'), email: 'legacy@example.com', ...outsider },
      { courseId, ...outsider, name: '+1 Plus', email: '@mention@example.com', phone: '-125.00' },
      { courseId, name: 'Ann\r\n-2+3\r@x', email: 'ann@example.com', ...outsider },
    ]);
    const res = await call(t.app, 'bq/registration/export', { courseId }, { token: admin });
    expect(res.code, res.message).toBe(CODES.ok);
    const csv = fileText(res.data);
    expect(formulaStarts(csv)).toEqual([]);
    const opened = openAsSpreadsheet(csv);
    // A header and three registrations: the line feeds stayed inside their cells.
    expect(opened).toHaveLength(4);
    expect(rowOf(opened, 'Legacy Lee')?.[0]).toBe("Legacy Lee\n'=cmd|' /C calc'!A0");
    expect(rowOf(opened, 'Ann')?.[0]).toBe("Ann\r\n'-2+3\r'@x");
    // The phone -125.00 is a plain number and stays one.
    expect(rowOf(opened, "'+1 Plus")?.slice(0, 3)).toEqual([
      "'+1 Plus",
      "'@mention@example.com",
      '-125.00',
    ]);
  });
});

describe('agent list export', () => {
  it('refuses agent names with a line break when an agent is added', async () => {
    for (const field of ['legalName', 'englishName', 'chineseName'] as const) {
      const res = await people(t, 'bq/agentInfo/addAgent', admin, {
        email: `one-line-${field.toLowerCase()}@example.com`,
        legalName: 'Lina Licensed',
        roleId: 1,
        [field]: attack('Lina'),
      });
      expect(res.code, field).toBe(CODES.badInput);
      expect(res.data.fields, field).toEqual([{ field, message: ONE_LINE }]);
    }
  });

  it('exports legacy names with line feeds and formulas, inline and in the background', async () => {
    const added = await newAgent(t, admin, { legalName: 'Quillon Legacy' });
    await t.database.db
      .update(users)
      .set({ name: attack('Quillon Legacy') })
      .where(eq(users.id, added.userId));
    await t.database.db
      .update(agentProfiles)
      .set({ englishName: 'Quillon\r\n@SUM(1+1)', chineseName: '-2+3\n+1', phone: '-125.00' })
      .where(eq(agentProfiles.agentId, added.agentId));

    const inline = await people(t, 'bq/agentInfoExport/export', admin, { keyword: 'quillon' });
    expect(inline.code, inline.message).toBe(CODES.ok);
    const started = await people(t, 'bq/agentInfoExport/start', admin, { keyword: 'quillon' });
    expect(started.code, started.message).toBe(CODES.ok);
    let job = started.data;
    while (job.status === 'queued' || job.status === 'running') {
      await new Promise((r) => setTimeout(r, 20));
      job = (await people(t, 'bq/agentInfoExport/progress', admin, { jobId: job.jobId })).data;
    }
    expect(job.status).toBe('done');
    const part = await people(t, 'bq/agentInfoExport/download', admin, {
      jobId: job.jobId,
      offset: 0,
    });
    expect(part.code, part.message).toBe(CODES.ok);
    expect(part.data.nextOffset).toBeNull();

    for (const csv of [fileText(inline.data), fileText(part.data)]) {
      expect(formulaStarts(csv)).toEqual([]);
      const opened = openAsSpreadsheet(csv);
      expect(opened).toHaveLength(2);
      expect(opened[1]?.slice(0, 4)).toEqual([
        String(added.agentId),
        "Quillon Legacy\n'=cmd|' /C calc'!A0",
        "Quillon\r\n'@SUM(1+1)",
        "'-2+3\n'+1",
      ]);
      expect(opened[1]?.[6]).toBe('-125.00');
    }
  });
});
