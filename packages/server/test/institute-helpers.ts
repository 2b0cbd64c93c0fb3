import { CODES } from '@bq/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { outbox, roles, userRoles, users } from '../src/db/schema.js';
import { call, sessionFor, type TestApp, uniqueEmail } from './helpers.js';

export const json = (token: string | null) => ({ token, encoding: 'json' as const });

/** A new user holding one demo role (by its name), signed in. */
export async function newUser(t: TestApp, roleName: string, name = 'Second Lecturer') {
  const email = uniqueEmail(roleName.toLowerCase());
  const [role] = await t.database.db.select().from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`no role ${roleName}`);
  const [u] = await t.database.db
    .insert(users)
    .values({ email, name, passwordHash: 'x', activeRoleId: role.id })
    .returning({ id: users.id });
  if (!u) throw new Error('user insert');
  await t.database.db.insert(userRoles).values({ userId: u.id, roleId: role.id });
  return { id: u.id, email, token: await sessionFor(t, email) };
}

export const SESSION = {
  startsAt: '2027-06-01T17:00:00Z',
  endsAt: '2027-06-01T19:00:00Z',
  place: 'Room 1, 100 Market St',
};

/** A two-hour session on a given day (10:00–12:00 in California), e.g. one already held. */
export const sessionOn = (day: string) => ({
  startsAt: `${day}T17:00:00Z`,
  endsAt: `${day}T19:00:00Z`,
  place: 'Room 2, 100 Market St',
});

/** A course saved (by `token`) and, unless `status` says draft, set to that status by `admin`. */
export async function newCourse(
  t: TestApp,
  admin: string,
  fields: Record<string, unknown> = {},
  opts: { status?: 'draft' | 'published' | 'closed'; token?: string } = {},
) {
  const saved = await call(
    t.app,
    'bq/course/save',
    {
      titleEn: 'Test course',
      titleZh: '测试课程',
      category: 'Licensing',
      online: false,
      price: '0',
      ceHours: '2.5',
      seats: 10,
      sessions: [SESSION],
      ...fields,
    },
    json(opts.token ?? admin),
  );
  if (saved.code !== CODES.ok) throw new Error(`course save: ${saved.message}`);
  const status = opts.status ?? 'published';
  if (status !== 'draft') {
    const set = await call(
      t.app,
      'bq/course/setStatus',
      { id: saved.data.id, status },
      { token: admin },
    );
    if (set.code !== CODES.ok) throw new Error(`setStatus: ${set.message}`);
  }
  return saved.data.id as number;
}

/** A signed-in person registers for a course. */
export const register = (t: TestApp, courseId: number, token: string) =>
  call(t.app, 'bq/registration/register', { courseId }, { token });

/** An outsider registers from the public hall (no login); `body` adds or overrides fields. */
export const regis = (t: TestApp, body: Record<string, unknown>, ip?: string) =>
  call(
    t.app,
    'bq/outsiders/regis',
    { name: 'Olive Outsider', phone: '(415) 555-0100', ...body },
    { ...json(null), ip },
  );

/**
 * The latest mail to an address, compared without case (the test outbox call lower-cases the
 * address it is asked for, while a visitor's address keeps the case of its local part).
 */
export async function latestMail(t: TestApp, email: string) {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddr}) = lower(${email})`)
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The secret of the confirm and cancel links in the latest mail to an address. */
export async function linkTokenFor(t: TestApp, email: string): Promise<string> {
  const { body } = await latestMail(t, email);
  const token = /#\/bq-institute-tourist\/(?:confirm|cancel)\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no registration link mailed to ${email}`);
  return token;
}

/** The mail's confirmation link, followed without a login. */
export const confirmLink = (t: TestApp, token: string) =>
  call(t.app, 'bq/outsiders/confirm', { token });

/** The mail's cancel link, followed without a login. */
export const cancelLink = (t: TestApp, token: string) =>
  call(t.app, 'bq/outsiders/cancel', { token });

/** An outsider registers and clicks the link in the mail: a seat or a waitlist place. */
export async function regisConfirmed(t: TestApp, body: Record<string, unknown>, ip?: string) {
  const asked = await regis(t, body, ip);
  if (asked.code !== CODES.ok) return asked;
  return confirmLink(t, await linkTokenFor(t, String(body.email)));
}
