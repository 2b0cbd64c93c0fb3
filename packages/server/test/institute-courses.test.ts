import { CODES } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { courseLecturers, courseSessions, courses } from '../src/db/schema-institute.js';
import { call, callMultipart, PNG_1X1, sessionFor, startApp, type TestApp } from './helpers.js';
import { json, newCourse, newUser, SESSION } from './institute-helpers.js';

let t: TestApp;
let admin: string;
let lee: string;
beforeAll(async () => {
  t = await startApp();
  admin = await sessionFor(t, 'admin@bq.example.com');
  lee = await sessionFor(t, 'lecturer@bq.example.com');
});
afterAll(() => t?.close());

const hall = (body: Record<string, unknown>, token: string | null = null) =>
  call(t.app, 'bq/course/hallList', { pageSize: 100, ...body }, { token });

async function icsOf(id: number, token: string | null = null) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/bq/course/ics?id=${id}`,
    headers: token ? { authorization: token } : {},
  });
  return res.json() as { code: number; data: { mime: string; contentBase64: string } | null };
}

describe('the public hall', () => {
  it('shows published courses only, with and without the guest token', async () => {
    const draft = await newCourse(t, admin, { titleEn: 'Hidden draft zz1' }, { status: 'draft' });
    const closed = await newCourse(t, admin, { titleEn: 'Closed zz1' }, { status: 'closed' });
    const open = await newCourse(t, admin, { titleEn: 'Open zz1' });
    for (const token of [null, 'bq-guest-token']) {
      const list = await hall({ keyword: 'zz1' }, token);
      expect(list.code).toBe(CODES.ok);
      expect(list.data.list.map((c: { id: number }) => c.id)).toEqual([open]);
      expect(list.data.list[0]).not.toHaveProperty('version');
      for (const id of [draft, closed]) {
        expect((await call(t.app, 'bq/course/hallDetail', { id }, { token })).code).toBe(
          CODES.notFound,
        );
        expect((await icsOf(id, token)).code).toBe(CODES.notFound);
      }
      const detail = await call(t.app, 'bq/course/hallDetail', { id: open }, { token });
      expect(detail.data).toMatchObject({ titleEn: 'Open zz1', status: 'published', seats: 10 });
      expect(detail.data.price).toBe('0.00');
      expect(detail.data.ceHours).toBe('2.5');
      expect((await icsOf(open, token)).code).toBe(CODES.ok);
    }
  });

  it('the seeded hall has six published demo courses taught by Lee Lecturer', async () => {
    const list = await hall({ keyword: '' });
    const demo = list.data.list.filter((c: { lecturers: { name: string }[] }) =>
      c.lecturers.some((l) => l.name === 'Lee Lecturer'),
    );
    expect(demo.length).toBeGreaterThanOrEqual(6);
    expect(list.data.list.some((c: { titleEn: string }) => c.titleEn.includes('(draft)'))).toBe(
      false,
    );
  });

  it("narrows the hall to one lecturer's courses by a part of their name", async () => {
    const byLee = await hall({ lecturer: 'lee lect' });
    expect(byLee.data.total).toBeGreaterThanOrEqual(6);
    expect(
      byLee.data.list.every((c: { lecturers: { name: string }[] }) =>
        c.lecturers.some((l) => l.name === 'Lee Lecturer'),
      ),
    ).toBe(true);
    expect((await hall({ lecturer: 'Nobody Teaches' })).data.total).toBe(0);
    // LIKE characters are taken literally: '%' is no wildcard.
    expect((await hall({ lecturer: '%' })).data.total).toBe(0);
  });

  it('searches titles in both languages and tags (LIKE characters literal), filters and sorts', async () => {
    const a = await newCourse(t, admin, {
      titleEn: 'Alpha 100% kw7',
      titleZh: '甲课程kw7',
      price: '20.5',
      tags: ['Ethics'],
      category: 'Compliance',
    });
    const b = await newCourse(t, admin, { titleEn: 'Beta kw7', price: '5' });
    expect((await hall({ keyword: '甲课程' })).data.list.map((c: { id: number }) => c.id)).toEqual([
      a,
    ]);
    expect((await hall({ keyword: '100%' })).data.list.map((c: { id: number }) => c.id)).toEqual([
      a,
    ]);
    expect((await hall({ keyword: '_' })).data.list).toEqual([]);
    const byTag = (await hall({ keyword: 'ethICS' })).data.list.map((c: { id: number }) => c.id);
    expect(byTag).toContain(a);
    expect(byTag).not.toContain(b);
    const cat = await hall({ keyword: 'kw7', category: 'Compliance' });
    expect(cat.data.list.map((c: { id: number }) => c.id)).toEqual([a]);
    const byPrice = await hall({ keyword: 'kw7', sortBy: 'price', sortOrder: 'asc' });
    expect(byPrice.data.list.map((c: { price: string }) => c.price)).toEqual(['5.00', '20.50']);
    const byTitle = await hall({ keyword: 'kw7', sortBy: 'title', sortOrder: 'desc' });
    expect(byTitle.data.list.map((c: { id: number }) => c.id)).toEqual([b, a]);
    const paged = await hall({ keyword: 'kw7', pageSize: 1, pageNum: 2 });
    expect(paged.data.total).toBe(2);
    expect(paged.data.list).toHaveLength(1);
  });

  it('the iCalendar file has one event per session in UTC with CRLF lines', async () => {
    const id = await newCourse(t, admin, {
      titleEn: 'Calendar, course; one',
      sessions: [
        SESSION,
        { ...SESSION, startsAt: '2027-06-08T17:00:00Z', endsAt: '2027-06-08T19:00:00Z' },
      ],
    });
    const answer = await icsOf(id);
    expect(answer.data?.mime).toBe('text/calendar');
    const text = Buffer.from(answer.data?.contentBase64 ?? '', 'base64').toString('utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20270601T170000Z');
    expect(text).toContain('SUMMARY:Calendar\\, course\\; one');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('college management', () => {
  it('lists courses in every status, by status and keyword; a lecturer may not', async () => {
    const draft = await newCourse(t, admin, { titleEn: 'College kw9 draft' }, { status: 'draft' });
    const closed = await newCourse(
      t,
      admin,
      { titleEn: 'College kw9 closed' },
      { status: 'closed' },
    );
    const all = await call(t.app, 'bq/course/list', { keyword: 'kw9' }, { token: admin });
    expect(all.data.list.map((c: { id: number }) => c.id).sort()).toEqual([draft, closed].sort());
    expect(all.data.list[0]).toHaveProperty('version');
    const drafts = await call(
      t.app,
      'bq/course/list',
      { keyword: 'kw9', status: 'draft' },
      { token: admin },
    );
    expect(drafts.data.list.map((c: { id: number }) => c.id)).toEqual([draft]);
    expect((await call(t.app, 'bq/course/list', {}, { token: lee })).code).toBe(CODES.forbidden);
  });
});

describe('editing courses', () => {
  it('a lecturer edits only the courses they teach; college management edits any', async () => {
    const second = await newUser(t, 'Lecturer');
    const mine = await newCourse(
      t,
      admin,
      { titleEn: 'Lee drafts' },
      { token: lee, status: 'draft' },
    );
    const got = await call(t.app, 'bq/course/get', { id: mine }, { token: lee });
    expect(got.code).toBe(CODES.ok);
    expect(got.data.status).toBe('draft');
    expect(got.data.lecturers.map((l: { name: string }) => l.name)).toEqual(['Lee Lecturer']);
    expect(got.data.createdBy).toBe('Lee Lecturer');
    // Someone else's course answers as a missing one.
    expect((await call(t.app, 'bq/course/get', { id: mine }, { token: second.token })).code).toBe(
      CODES.notFound,
    );
    const leeId = got.data.lecturers[0].id as number;
    const edit = (token: string, version: number, titleEn: string) =>
      call(
        t.app,
        'bq/course/save',
        {
          id: mine,
          version,
          titleEn,
          category: 'Licensing',
          online: true,
          price: '0',
          seats: 5,
          sessions: [SESSION],
          // College management names the lecturers; a lecturer is added whatever they send.
          lecturerIds: token === admin ? [leeId] : [],
        },
        json(token),
      );
    expect((await edit(second.token, 1, 'Taken over')).code).toBe(CODES.notFound);
    expect((await edit(admin, 1, 'By the college')).data.version).toBe(2);
    // The lecturer still teaches it after the college's save, and the stale version is refused.
    const stale = await edit(lee, 1, 'Stale');
    expect(stale.code).toBe(CODES.conflict);
    expect(stale.message).toMatch(/changed by someone else/);
    // Only college management publishes.
    const byLee = await call(
      t.app,
      'bq/course/setStatus',
      { id: mine, status: 'published' },
      { token: lee },
    );
    expect(byLee.code).toBe(CODES.forbidden);
    expect(
      (
        await call(
          t.app,
          'bq/course/setStatus',
          { id: mine, status: 'published' },
          { token: admin },
        )
      ).data.version,
    ).toBe(3);
    // A lecturer's edit of a published course keeps it published.
    expect((await edit(lee, 3, 'Edited while published')).data.version).toBe(4);
    const after = await call(t.app, 'bq/course/get', { id: mine }, { token: lee });
    expect(after.data).toMatchObject({ status: 'published', titleEn: 'Edited while published' });
    const listed = await call(t.app, 'bq/course/mine', {}, { token: lee });
    expect(listed.data.list.map((c: { id: number }) => c.id)).toContain(mine);
    const others = await call(t.app, 'bq/course/mine', {}, { token: second.token });
    expect(others.data.total).toBe(0);
  });

  it('refuses a category or tag outside the course properties and too many tags', async () => {
    const save = (fields: Record<string, unknown>) =>
      call(
        t.app,
        'bq/course/save',
        {
          titleEn: 'x',
          category: 'Licensing',
          online: false,
          price: '0',
          seats: 1,
          sessions: [SESSION],
          ...fields,
        },
        json(admin),
      );
    const badCategory = await save({ category: 'Cooking' });
    expect(badCategory.code).toBe(CODES.badInput);
    expect(badCategory.data.fields[0].field).toBe('category');
    expect((await save({ tags: ['Nope'] })).data.fields[0].field).toBe('tags');
    const four = await save({ tags: ['Beginner', 'Advanced', 'Ethics', 'Marketing'] });
    expect(four.message).toMatch(/at most 3 tags/);
    expect((await save({ coverUrl: 'https://evil.example/x.png' })).data.fields[0].field).toBe(
      'coverUrl',
    );
    expect((await save({ price: '12.345' })).code).toBe(CODES.badInput);
    // The catalogue's ceiling (a slip of the keyboard is not published), said as money.
    expect((await save({ price: '100000.00' })).code).toBe(CODES.ok);
    expect((await save({ price: '100000.01' })).data.fields[0]).toEqual({
      field: 'price',
      message: 'must be at most $100,000.00',
    });
    expect((await save({ price: '1000000000000' })).data.fields[0]).toEqual({
      field: 'price',
      message: 'too large',
    });
  });

  it('course properties: any user reads them, the system module saves them', async () => {
    const got = await call(t.app, 'bq/courseProperty/get', {}, { token: lee });
    expect(got.data.maxTags).toBe(3);
    expect(got.data.categories).toContain('Licensing');
    const bySelf = await call(
      t.app,
      'bq/courseProperty/save',
      { categories: ['A'], tags: [], maxTags: 0 },
      json(lee),
    );
    expect(bySelf.code).toBe(CODES.forbidden);
  });

  it('a cover upload is served back with its type and a long cache', async () => {
    const png = PNG_1X1;
    const up = await callMultipart(
      t.app,
      'bq/course/uploadCover',
      { fileName: 'cover.png', mime: 'image/png' },
      { name: 'cover.png', type: 'image/png', bytes: png },
      lee,
    );
    expect(up.code).toBe(CODES.ok);
    expect(up.data.url).toMatch(/^\/api\/course-cover\/[0-9a-f-]{36}$/);
    const res = await t.app.inject({ method: 'GET', url: up.data.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(Buffer.from(res.rawPayload)).toEqual(Buffer.from(png));
    const bad = await callMultipart(
      t.app,
      'bq/course/uploadCover',
      { fileName: 'cover.png', mime: 'image/png' },
      { name: 'cover.png', type: 'image/png', bytes: Uint8Array.from([1, 2, 3]) },
      lee,
    );
    expect(bad.code).toBe(CODES.badInput);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/course-cover/00000000-0000-0000-0000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/course-cover/..%2F..%2Fx' })).statusCode,
    ).toBe(404);
    const saved = await newCourse(t, admin, { coverUrl: up.data.url });
    const card = await call(t.app, 'bq/course/hallDetail', { id: saved });
    expect(card.data.coverUrl).toBe(up.data.url);
  });
});

describe('a large hall', () => {
  it('pages through 500 published courses with their lecturers and sessions', async () => {
    const [lecturer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'lecturer@bq.example.com'));
    const rows = await t.database.db
      .insert(courses)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          titleEn: `Bulk course big${String(i).padStart(3, '0')}`,
          category: 'Technology',
          seats: 10,
          status: 'published' as const,
          firstStartsAt: new Date(Date.UTC(2027, 0, 1, 0, i)),
          createdBy: lecturer?.id ?? 0,
        })),
      )
      .returning({ id: courses.id, at: courses.firstStartsAt });
    await t.database.db
      .insert(courseLecturers)
      .values(rows.map((r) => ({ courseId: r.id, userId: lecturer?.id ?? 0 })));
    await t.database.db.insert(courseSessions).values(
      rows.map((r) => ({
        courseId: r.id,
        startsAt: r.at ?? new Date(t.clock.now),
        endsAt: new Date((r.at ?? new Date(t.clock.now)).getTime() + 3_600_000),
        place: 'Online',
      })),
    );
    const seen: number[] = [];
    for (let pageNum = 1; pageNum <= 5; pageNum++) {
      const page = await hall({ keyword: 'big', pageSize: 100, pageNum });
      expect(page.data.total).toBe(500);
      for (const c of page.data.list) {
        expect(c.lecturers).toEqual([{ id: lecturer?.id, name: 'Lee Lecturer' }]);
        expect(c.sessions).toHaveLength(1);
        seen.push(c.id);
      }
    }
    expect(new Set(seen).size).toBe(500);
    // Soonest first session first: the order they were made in.
    expect(seen).toEqual(rows.map((r) => r.id));
  });
});
