import { allCalls } from '@bq/contract';
import { and, eq, like } from 'drizzle-orm';
import { businessDay } from '../src/clock/business-clock.js';
import { agents, messages, roles, userRoles, users } from '../src/db/schema.js';
import { call, sessionFor, type TestApp, uniqueEmail } from './helpers.js';

const encodings = new Map(allCalls().map(({ call: c }) => [c.path, c.encoding]));

/** Calls a contract path with the encoding the contract declares (GET calls as a query string). */
export async function people(
  t: TestApp,
  path: string,
  token: string,
  body: Record<string, unknown> = {},
) {
  const encoding = encodings.get(path);
  if (!encoding) throw new Error(`no call ${path}`);
  if (encoding === 'query') {
    const qs = new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${path}?${qs}`,
      headers: { authorization: token },
    });
    const json = res.json();
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
  }
  return call(t.app, path, body, { token, encoding: encoding === 'json' ? 'json' : 'form' });
}

/** The business date `plusDays` from the test clock (the server reads dates in California). */
export const day = (t: TestApp, plusDays = 0) =>
  businessDay(new Date(t.clock.now + plusDays * 86_400_000));

export async function roleIdOf(t: TestApp, name: string) {
  const [r] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!r) throw new Error(name);
  return r.id;
}

export async function agentIdOf(t: TestApp, email: string) {
  const [a] = await t.database.db
    .select({ id: agents.id })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(users.email, email));
  if (!a) throw new Error(email);
  return a.id;
}

/** A new agent made through addAgent by `adminToken`; returns its ids and a login token. */
export async function newAgent(
  t: TestApp,
  adminToken: string,
  fields: Record<string, unknown> = {},
  roleName = 'Agent',
) {
  const email = uniqueEmail('agent');
  const added = await people(t, 'bq/agentInfo/addAgent', adminToken, {
    email,
    legalName: 'Lina Licensed',
    roleId: await roleIdOf(t, roleName),
    ...fields,
  });
  if (added.code !== 200) throw new Error(`addAgent: ${added.message}`);
  return {
    ...(added.data as { agentId: number; userId: number; agentStatus: number }),
    email,
    token: await sessionFor(t, email),
  };
}

/** Gives a user a second role (made active), e.g. an agent who is also a user manager. */
export async function makeActive(t: TestApp, userId: number, roleName: string) {
  const id = await roleIdOf(t, roleName);
  await t.database.db.insert(userRoles).values({ userId, roleId: id });
  await t.database.db.update(users).set({ activeRoleId: id }).where(eq(users.id, userId));
}

export async function licenseMessages(t: TestApp, userId: number) {
  return t.database.db
    .select({ title: messages.title })
    .from(messages)
    .where(and(eq(messages.userId, userId), like(messages.title, '%real estate license%')))
    .orderBy(messages.id);
}
