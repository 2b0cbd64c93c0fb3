import { CODES } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentOf } from './coach-dre-helpers.js';
import { call, callMultipart, PNG_1X1, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse } from './institute-helpers.js';

let t: TestApp;
let admin: string;
let lee: string;
let mentor: string;
let agent: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  lee = await sessionFor(t, 'lecturer@bq.example.com');
  mentor = await sessionFor(t, 'mentor@bq.example.com');
  agent = await sessionFor(t, 'agent@bq.example.com');
});
afterAll(() => t?.close());

describe('lecturers', () => {
  it('lists Lee Lecturer with both bios and counts published courses only', async () => {
    const list = await call(t.app, 'bq/lecturer/list', { keyword: 'lee' }, { token: agent });
    expect(list.code).toBe(CODES.ok);
    const lee_ = list.data.list.find((l: { name: string }) => l.name === 'Lee Lecturer');
    expect(lee_.bioZh).not.toBe('');
    expect(lee_.bioEn).toContain('Lee');
    expect(lee_.courseCount).toBe(6);
    const one = await call(t.app, 'bq/lecturer/get', { id: lee_.id }, { token: agent });
    expect(one.data.courses).toHaveLength(6);
    expect(one.data.courses.every((c: { status: string }) => c.status === 'published')).toBe(true);
    const notOne = await call(t.app, 'bq/lecturer/get', { id: 999_999 }, { token: agent });
    expect(notOne.code).toBe(CODES.notFound);
  });

  it('the own profile counts drafts, published and closed; the bio saves', async () => {
    await newCourse(t, admin, { titleEn: 'Lee draft 2' }, { token: lee, status: 'draft' });
    const profile = await call(t.app, 'bq/lecturer/profile', {}, { token: lee });
    expect(profile.data).toMatchObject({
      name: 'Lee Lecturer',
      drafts: 2,
      published: 6,
      closed: 0,
    });
    const saved = await call(
      t.app,
      'bq/lecturer/saveProfile',
      { bioZh: '新简介', bioEn: 'New bio' },
      json(lee),
    );
    expect(saved.code).toBe(CODES.ok);
    const again = await call(t.app, 'bq/lecturer/profile', {}, { token: lee });
    expect(again.data).toMatchObject({ bioZh: '新简介', bioEn: 'New bio' });
    // The photo is an image the institute's upload stored, shown to everyone who lists lecturers.
    const png = PNG_1X1;
    const up = await callMultipart(
      t.app,
      'bq/course/uploadCover',
      { fileName: 'lee.png', mime: 'image/png' },
      { name: 'lee.png', type: 'image/png', bytes: png },
      lee,
    );
    const withPhoto = { bioZh: '新简介', bioEn: 'New bio', photoUrl: up.data.url };
    expect((await call(t.app, 'bq/lecturer/saveProfile', withPhoto, json(lee))).code).toBe(
      CODES.ok,
    );
    const listed = await call(t.app, 'bq/lecturer/get', { id: again.data.id }, { token: agent });
    expect(listed.data.photoUrl).toBe(up.data.url);
    const elsewhere = await call(
      t.app,
      'bq/lecturer/saveProfile',
      { ...withPhoto, photoUrl: 'https://evil.example/lee.png' },
      json(lee),
    );
    expect(elsewhere.data.fields).toEqual([
      { field: 'photoUrl', message: 'must be an address an image upload answered' },
    ]);
    // An agent has no lecturer center.
    expect((await call(t.app, 'bq/lecturer/profile', {}, { token: agent })).code).toBe(
      CODES.forbidden,
    );
  });
});

describe('coaches', () => {
  it('lists certified mentors only, with their profile and mentee count', async () => {
    const list = await call(t.app, 'bq/coach/list', {}, { token: agent });
    expect(list.data.list.map((c: { name: string }) => c.name)).toEqual(['Mei Mentor']);
    expect(list.data.list[0]).toMatchObject({ menteeCount: 1 });
    expect(list.data.list[0].specialties.length).toBeGreaterThan(0);
    const mei = await agentOf(t, 'mentor@bq.example.com');
    const alex = await agentOf(t, 'agent@bq.example.com');
    expect(
      (await call(t.app, 'bq/coach/get', { agentId: mei.id }, { token: agent })).data.name,
    ).toBe('Mei Mentor');
    expect((await call(t.app, 'bq/coach/get', { agentId: alex.id }, { token: agent })).code).toBe(
      CODES.notFound,
    );
  });

  it('the coach center is refused to a non-certified agent and open to the mentor', async () => {
    const refused = await call(t.app, 'bq/coach/home', {}, { token: agent });
    expect(refused.code).toBe(CODES.forbidden);
    expect(refused.message).toBe('Only certified mentors have a coach center');
    const home = await call(t.app, 'bq/coach/home', {}, { token: mentor });
    expect(home.code).toBe(CODES.ok);
    expect(home.data.profile.name).toBe('Mei Mentor');
    expect(home.data.mentees.map((m: { name: string }) => m.name)).toEqual(['Max Multirole']);
    const mentee = home.data.mentees[0].agentId as number;
    const added = await call(
      t.app,
      'bq/coach/addSession',
      { menteeAgentId: mentee, day: '2026-11-20', minutes: 45, note: 'Listing review' },
      { token: mentor },
    );
    expect(added.code).toBe(CODES.ok);
    const alex = await agentOf(t, 'agent@bq.example.com');
    const notMine = await call(
      t.app,
      'bq/coach/addSession',
      { menteeAgentId: alex.id, day: '2026-11-20', minutes: 45 },
      { token: mentor },
    );
    expect(notMine.code).toBe(CODES.badInput);
    const after = await call(t.app, 'bq/coach/home', {}, { token: mentor });
    expect(after.data.sessions).toEqual([
      {
        id: added.data.id,
        menteeAgentId: mentee,
        menteeName: 'Max Multirole',
        day: '2026-11-20',
        minutes: 45,
        note: 'Listing review',
      },
    ]);
    const saved = await call(
      t.app,
      'bq/coach/saveProfile',
      { bio: 'Updated', specialties: ['Offers'] },
      json(mentor),
    );
    expect(saved.code).toBe(CODES.ok);
    const mine = await call(t.app, 'bq/coach/home', {}, { token: mentor });
    expect(mine.data.profile).toMatchObject({ bio: 'Updated', specialties: ['Offers'] });
    expect((await call(t.app, 'bq/coach/saveProfile', { bio: 'x' }, json(agent))).code).toBe(
      CODES.forbidden,
    );
  });
});
