import { CODES } from '@bq/contract';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDateSql,
  businessDay,
  businessDayStartSql,
  businessMonth,
  businessMonthSql,
  businessStamp,
  businessYear,
} from '../src/clock/business-clock.js';
import { api, userIdOf, WHO } from './applications-helpers.js';
import { call, sessionFor, startApp, type TestApp } from './helpers.js';
import { newCourse, sessionOn } from './institute-helpers.js';
import { newAgent, people } from './people-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

/**
 * Instants at the edges of California days, written in UTC with their local reading. 2026's
 * changes: clocks spring forward on 8 March (02:00 PST → 03:00 PDT) and fall back on 1 November
 * (02:00 PDT → 01:00 PST).
 */
const EDGES: [instant: string, local: string][] = [
  ['2026-03-08T07:30:00Z', '2026-03-07'], // 23:30 PST, the night before spring forward
  ['2026-03-08T10:00:00Z', '2026-03-08'], // 03:00 PDT, just after the jump
  ['2026-03-09T06:30:00Z', '2026-03-08'], // 23:30 PDT on the day of the change
  ['2026-03-09T07:00:00Z', '2026-03-09'], // 00:00 PDT
  ['2026-11-01T06:30:00Z', '2026-10-31'], // 23:30 PDT, the night before falling back
  ['2026-11-01T08:30:00Z', '2026-11-01'], // 01:30 PDT
  ['2026-11-01T09:30:00Z', '2026-11-01'], // 01:30 PST, the same wall time an hour later
  ['2026-11-02T07:30:00Z', '2026-11-01'], // 23:30 PST on the day of the change
  ['2026-11-02T08:00:00Z', '2026-11-02'], // 00:00 PST
  ['2027-01-01T02:00:00Z', '2026-12-31'], // 18:00 PST on 31 December
  ['2027-01-01T07:30:00Z', '2026-12-31'], // 23:30 PST on 31 December
  ['2027-01-01T08:00:00Z', '2027-01-01'], // midnight: the new year in California
];

describe('the business clock', () => {
  it('reads the California calendar day, month and year of an instant', () => {
    for (const [instant, local] of EDGES) {
      expect([instant, businessDay(new Date(instant))]).toEqual([instant, local]);
      expect(businessMonth(new Date(instant))).toBe(local.slice(0, 7));
      expect(businessYear(new Date(instant))).toBe(Number(local.slice(0, 4)));
    }
    expect(businessStamp(new Date('2027-01-01T08:00:00Z'))).toBe('202701010000');
    expect(businessStamp(new Date('2027-01-01T07:59:00Z'))).toBe('202612312359');
  });

  it('gives the same day and month in SQL as in code, and knows when a day starts', async () => {
    for (const [instant, local] of EDGES) {
      const at = sql`${instant}::timestamptz`;
      const [row] = (
        await t.database.db.execute(
          sql`SELECT ${businessDateSql(at)}::text AS day, ${businessMonthSql(at)} AS month`,
        )
      ).rows as { day: string; month: string }[];
      expect([instant, row]).toEqual([instant, { day: local, month: local.slice(0, 7) }]);
    }
    const starts = async (day: string) => {
      const [row] = (
        await t.database.db.execute(
          sql`SELECT to_char(${businessDayStartSql(day)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at`,
        )
      ).rows as { at: string }[];
      return row?.at;
    };
    expect(await starts('2026-03-08')).toBe('2026-03-08T08:00');
    expect(await starts('2026-03-09')).toBe('2026-03-09T07:00');
    expect(await starts('2026-11-01')).toBe('2026-11-01T07:00');
    expect(await starts('2026-11-02')).toBe('2026-11-02T08:00');
  });
});

describe('dates of the business follow California', () => {
  it('a licence holds until midnight Pacific of its expiry day, across both clock changes and the year end', async () => {
    // Chronological: a read sweeps every agent, and a lapse is not undone by moving back.
    const cases: [expiresOn: string, lastMinute: string, nextDay: string][] = [
      ['2026-03-08', '2026-03-09T06:30:00Z', '2026-03-09T07:00:30Z'],
      ['2026-11-01', '2026-11-02T07:30:00Z', '2026-11-02T08:00:30Z'],
      ['2026-12-31', '2027-01-01T07:30:00Z', '2027-01-01T08:00:30Z'],
    ];
    for (const [expiresOn, lastMinute, nextDay] of cases) {
      t.clock.now = Date.parse(lastMinute) - 10 * 86_400_000;
      const admin = await sessionFor(t, WHO.admin);
      const a = await newAgent(t, admin, {
        legalName: `Edge ${expiresOn}`,
        licenseNo: 'DRE-2323',
        licenseExpiresOn: expiresOn,
        boards: ['Bay East Association of Realtors'],
      });
      const statusAt = async (iso: string) => {
        t.clock.now = Date.parse(iso);
        const read = await people(
          t,
          'bq/agentInfo/getPersonalDetails',
          await sessionFor(t, a.email),
        );
        return read.data.agentInfo.agentStatus;
      };
      expect([expiresOn, await statusAt(lastMinute)]).toEqual([expiresOn, 1]);
      expect([expiresOn, await statusAt(nextDay)]).toEqual([expiresOn, 3]);
    }
  });

  it('on 31 December in the evening: case number, certificate, CE hours, W-9 and delegation say 2026', async () => {
    const evening = Date.parse('2027-01-01T02:00:00Z'); // 18:00 PST, 31 December 2026
    const lateNight = Date.parse('2027-01-01T07:30:00Z'); // 23:30 PST
    t.clock.now = evening - 86_400_000;
    const admin = await sessionFor(t, WHO.admin);
    const a = await newAgent(t, admin, {
      legalName: 'Eve Yearend',
      licenseNo: 'DRE-3112',
      licenseExpiresOn: '2026-12-31',
      boards: ['Bay East Association of Realtors'],
      w9: {
        taxClassification: 'Individual/sole proprietor',
        tinLast4: '1231',
        address: '1 Eve St',
      },
    });
    const course = await newCourse(t, admin, {
      titleEn: 'Year-end course',
      ceHours: '4.0',
      sessions: [sessionOn('2026-12-31')], // held that morning: completed the same evening
    });
    const reg = await call(
      t.app,
      'bq/registration/register',
      { courseId: course },
      { token: a.token },
    );
    expect(reg.code).toBe(CODES.ok);
    const finance = await sessionFor(t, WHO.finance);
    const delegation = await api(t, 'application/setDelegation', finance, {
      delegateId: await userIdOf(t, WHO.approver),
      startsOn: '2026-12-31',
      endsOn: '2026-12-31',
    });
    expect(delegation.code).toBe(CODES.ok);

    t.clock.now = evening;
    const college = await sessionFor(t, WHO.admin);
    const done = await call(
      t.app,
      'bq/registration/complete',
      { id: reg.data.id },
      { token: college },
    );
    expect(done.code).toBe(CODES.ok);
    const token = await sessionFor(t, a.email);
    const pdfText = async (base64: string) =>
      (
        await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), {
          mergePages: true,
        })
      ).text;
    const cert = await call(
      t.app,
      'bq/certificate/pdf',
      { registrationId: reg.data.id },
      { token },
    );
    expect(await pdfText(cert.data.contentBase64)).toContain('Completed on 2026-12-31');
    const ce = await call(t.app, 'bq/registration/ceHours', {}, { token });
    expect(ce.data).toMatchObject({ cycleEnd: '2026-12-31', hours: '4.0' });
    const w9 = await people(t, 'export/w9.pdf', token);
    expect(await pdfText(w9.data.contentBase64)).toContain('Date: 2026-12-31');

    t.clock.now = lateNight;
    const late = await sessionFor(t, a.email);
    const created = await people(t, 'bq/tran/case/create', late, { type: 6 });
    expect(created.code).toBe(CODES.ok);
    expect(created.data.caseNo).toMatch(/^BQ-2026-/);
    const listed = await api(t, 'application/getDelegation', await sessionFor(t, WHO.finance));
    expect(listed.data.list.map((d: { id: number }) => d.id)).toContain(delegation.data.id);
  });
});
