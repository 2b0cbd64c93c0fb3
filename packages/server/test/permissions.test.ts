import { type CallDef, CODES, type Permission } from '@bq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/crypto.js';
import { createSession, revokeSession } from '../src/auth/sessions.js';
import { implementedCalls } from '../src/handlers/index.js';
import { DEMO_ROLES, DEMO_USERS, type DemoUser } from '../src/seed/demo-data.js';
import { startApp, type TestApp } from './helpers.js';

/**
 * Calls every implemented call as every demo user, as the guest, with no token, with an expired
 * and with a revoked token, and checks the gate outcome against the declared permission. The
 * body is a dummy (`{}`), so a call that passes the gate may still answer 400/404: only the gate
 * outcome (1001 / 401 / 403 versus anything else) is asserted.
 */

const GATE_CODES: number[] = [CODES.tokenInvalid, CODES.needsLogin, CODES.forbidden];
/** The gate's own 403. A handler may refuse past the gate in its own words (a coach center for a
 * mentor without the certificate): that is the handler's rule, not the gate's. */
const GATE_FORBIDDEN = 'Your active role is not permitted to do this';
const gateRefused = (answer: { code: number; message: string }) =>
  answer.code === CODES.forbidden
    ? answer.message === GATE_FORBIDDEN
    : GATE_CODES.includes(answer.code);
const calls = implementedCalls();

/**
 * One demo user per kind and active role: the gate reads only those (`expectedFor`), so the four
 * other agents met the very same gate on every call (a third of the matrix's time in CI).
 */
const GATE_USERS = DEMO_USERS.filter(
  (demo, i) =>
    DEMO_USERS.findIndex(
      (other) => other.kind === demo.kind && other.roles[0] === demo.roles[0],
    ) === i,
);

function expectedFor(
  permission: Permission,
  who: DemoUser | 'guest' | 'none' | 'expired' | 'revoked',
) {
  if (permission === 'public') return 'pass';
  if (who === 'none' || who === 'expired' || who === 'revoked') return CODES.tokenInvalid;
  if (who === 'guest') return CODES.needsLogin;
  if (permission === 'user') return 'pass';
  const active = who.roles[0];
  const held: readonly string[] = active ? DEMO_ROLES[active].modules : [];
  return permission.modules.some((id) => held.includes(id)) ? 'pass' : CODES.forbidden;
}

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

async function gate(call: CallDef, token: string | null) {
  const res = await t.app.inject({
    method: call.method,
    url: `/api/${call.path}`,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(call.encoding === 'json' ? { 'content-type': 'application/json' } : {}),
    },
    payload: call.encoding === 'json' ? '{}' : undefined,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; message: string; data: unknown };
}

/** Each demo user's id, read once: the matrix makes a session for every one of its calls. */
const userIds = new Map<string, number>();
async function tokenFor(email: string, at?: Date) {
  let id = userIds.get(email);
  if (id === undefined) {
    const user = await t.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, email),
    });
    if (!user) throw new Error(email);
    id = user.id;
    userIds.set(email, id);
  }
  return createSession(t.database.db, id, at ?? new Date(t.clock.now));
}

/** Each demo user's session, made again only after a call revoked it. */
const sessions = new Map<string, string>();

/**
 * The call's answer to `email`'s session. A call that revokes the caller's session (`logout`, a
 * password change) answers 1001 to the next call that uses it: that call is sent once more with a
 * new session, so every call still meets a valid one, and a gate that refuses a valid session
 * still fails.
 */
async function gateAs(call: CallDef, email: string) {
  const kept = sessions.get(email);
  if (kept) {
    const answer = await gate(call, kept);
    if (answer.code !== CODES.tokenInvalid) return answer;
  }
  const token = await tokenFor(email);
  sessions.set(email, token);
  return gate(call, token);
}

describe('permission matrix', () => {
  it('covers every implemented call', () => {
    expect(calls.length).toBeGreaterThanOrEqual(34);
  });

  for (const { call } of calls) {
    describe(call.path, () => {
      for (const demo of GATE_USERS) {
        it(`as ${demo.email}`, async () => {
          const answer = await gateAs(call, demo.email);
          const expected = expectedFor(call.permission, demo);
          if (expected === 'pass') {
            expect(gateRefused(answer), answer.message).toBe(false);
            if (answer.code === CODES.ok)
              expect(call.response.safeParse(answer.data).success).toBe(true);
          } else {
            expect(answer.code, answer.message).toBe(expected);
          }
        });
      }

      it('as the guest token, with no token, an expired and a revoked token', async () => {
        const expired = await tokenFor(
          'admin@bq.example.com',
          new Date(t.clock.now - 40 * 86_400_000),
        );
        const revoked = await tokenFor('admin@bq.example.com');
        const session = await t.database.db.query.sessions.findFirst({
          where: (s, { eq }) => eq(s.tokenHash, sha256(revoked)),
        });
        if (!session) throw new Error('session not stored');
        await revokeSession(t.database.db, session.id, new Date(t.clock.now));
        const cases = [
          ['guest', 'bq-guest-token'],
          ['none', null],
          ['expired', expired],
          ['revoked', revoked],
        ] as const;
        for (const [who, token] of cases) {
          const answer = await gate(call, token);
          const expected = expectedFor(call.permission, who);
          if (expected === 'pass')
            expect(gateRefused(answer), `${who}: ${answer.message}`).toBe(false);
          else expect(answer.code, `${who}: ${answer.message}`).toBe(expected);
        }
      });
    });
  }
});
