import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepLicenses } from '../src/domain/people/license.js';
import { sessionFor, startApp, type TestApp } from './helpers.js';
import { day, licenseMessages, newAgent, people } from './people-helpers.js';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

/** Moves the clock to `days` before the licence expires and reads as the agent (a read sweeps). */
async function at(start: number, expiresIn: number, daysLeft: number, email: string) {
  t.clock.now = start + (expiresIn - daysLeft) * DAY;
  const token = await sessionFor(t, email);
  return people(t, 'bq/agentInfo/getPersonalDetails', token);
}

describe('licence lifecycle', () => {
  it('reminds at 90, 60 and 30 days, each once, then sets status 3 the day after expiry', async () => {
    const start = t.clock.now;
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const a = await newAgent(t, admin, {
      legalName: 'Rita Renew',
      licenseNo: 'DRE-0909',
      licenseExpiresOn: day(t, 100),
      boards: ['Bay East Association of Realtors'],
    });
    expect(a.agentStatus).toBe(1);
    const titles = async () => (await licenseMessages(t, a.userId)).map((m) => m.title);

    await at(start, 100, 91, a.email);
    expect(await titles()).toEqual([]);
    await at(start, 100, 90, a.email);
    await at(start, 100, 89, a.email);
    expect(await sweepLicenses(t.database.db, { now: new Date(t.clock.now), actor: null })).toBe(0);
    expect(await titles()).toEqual(['Your real estate license expires in 90 days']);
    await at(start, 100, 60, a.email);
    await at(start, 100, 45, a.email);
    await at(start, 100, 30, a.email);
    await at(start, 100, 1, a.email);
    expect(await titles()).toEqual([
      'Your real estate license expires in 90 days',
      'Your real estate license expires in 60 days',
      'Your real estate license expires in 30 days',
    ]);

    const reminders = await people(
      t,
      'bq/agentInfo/getLicenseReminders',
      await sessionFor(t, 'admin@bq.example.com'),
    );
    const row = reminders.data.list.find((r: { agentId: number }) => r.agentId === a.agentId);
    expect(row).toMatchObject({ daysLeft: 1, lapsed: false, remindersSent: [90, 60, 30] });

    // The day of expiry the licence still holds; the day after it has lapsed.
    expect((await at(start, 100, 0, a.email)).data.agentInfo.agentStatus).toBe(1);
    const lapsed = await at(start, 100, -1, a.email);
    expect(lapsed.data.agentInfo.agentStatus).toBe(3);
    await at(start, 100, -2, a.email);
    expect((await titles()).filter((x) => x.includes('lapsed'))).toEqual([
      'Your real estate license has lapsed',
    ]);
    const token = await sessionFor(t, a.email);
    const create = await people(t, 'bq/tran/case/create', token, { type: 6 });
    expect(create.code).toBe(CODES.forbidden);
    expect(create.message).toBe(
      'sorry, you can not creat a new case until you get the real estate license.',
    );
    t.clock.now = start;
  });

  it('sends only the nearest reminder when a licence is entered inside 30 days', async () => {
    const start = t.clock.now;
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const a = await newAgent(t, admin, {
      legalName: 'Late Larry',
      licenseNo: 'DRE-0101',
      licenseExpiresOn: day(t, 20),
    });
    await at(start, 20, 20, a.email);
    await at(start, 20, 10, a.email);
    expect((await licenseMessages(t, a.userId)).map((m) => m.title)).toEqual([
      'Your real estate license expires in 20 days',
    ]);
  });

  it('a lapsed licence blocks case creation even before anyone reads the agent', async () => {
    const start = t.clock.now;
    const admin = await sessionFor(t, 'admin@bq.example.com');
    const a = await newAgent(t, admin, {
      legalName: 'Quiet Quinn',
      licenseNo: 'DRE-0202',
      licenseExpiresOn: day(t, 5),
      boards: ['Bay East Association of Realtors'],
    });
    const before = await people(t, 'bq/tran/case/create', a.token, { type: 6 });
    expect(before.code).toBe(CODES.ok);
    t.clock.now = start + 6 * DAY;
    const token = await sessionFor(t, a.email);
    const create = await people(t, 'bq/tran/case/create', token, { type: 6 });
    expect(create.code).toBe(CODES.forbidden);
    t.clock.now = start;
  });
});
