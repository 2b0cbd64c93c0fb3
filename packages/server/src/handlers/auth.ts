import { CODES, renderTemplate, type SignInFailure, type TemplateCode } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { registerTourist, saveTouristProfile, setLanguage, setPassword } from '../auth/accounts.js';
import { issueCode, PURPOSE, withCode } from '../auth/codes.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../auth/crypto.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, type DeviceAccount } from '../auth/device-cookie.js';
import { openSession } from '../auth/sessions.js';
import { refuseWhileLocked } from '../auth/throttle-refusal.js';
import { spendSecondStep, twoStepStatus } from '../auth/two-step.js';
import {
  createChallenge,
  openChallenge,
  roleRequiresTwoStep,
  spendChallenge,
} from '../auth/two-step-sign-in.js';
import type { Ctx, FamilyHandlers } from '../context.js';
import type { Tx } from '../db/index.js';
import { tourists as touristsTable, users } from '../db/schema.js';
import { templateTexts } from '../domain/messages/templates.js';
import { loginPayload, roleRels } from '../domain/roles/role-rels.js';
import { recordSecurityEvent, recordSignInFailure } from '../domain/security/events.js';
import { endOwnSession } from '../domain/security/sessions.js';
import {
  blacklistRefusal,
  isRefused,
  refuseListed,
  refuseListedOutsider,
} from '../domain/system/blacklist.js';
import { twoStepRoleNames } from '../domain/system/settings-keys.js';
import { ApiError, badInput, fieldRefused, notFound } from '../envelope.js';

/** The login throttle's refusal (429), as against a fault while checking it. */
const isThrottled = (error: unknown) => error instanceof ApiError && error.code === CODES.tooMany;

/** The device cookie for a browser that just signed in to `account` (auth/device-cookie.ts). */
async function rememberDevice(ctx: Ctx, account: DeviceAccount): Promise<void> {
  ctx.setCookie(DEVICE_COOKIE, await ctx.deviceCookies.issue(account, ctx.now()), {
    path: DEVICE_COOKIE_PATH,
    maxAgeMs: ctx.deviceCookies.maxAgeMs,
  });
}

export const auth: FamilyHandlers<'auth'> = {
  async loginByEmail({ email, password }, ctx) {
    const now = ctx.now();
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    // A browser that signed in to this account before (auth/device-cookie.ts) is counted on its
    // own, so nobody else's failures can lock it out; any other client is counted by IP and address.
    const device = await ctx.deviceCookies.verify(ctx.cookies[DEVICE_COOKIE], user, now);
    const failed = (reason: SignInFailure) =>
      recordSignInFailure(ctx.db, ctx.act(), { userId: user?.id ?? null, reason, email });
    // The limits are checked before the password is hashed: a refused try costs no scrypt.
    await refuseWhileLocked(ctx, email, device).catch(async (refusal: unknown) => {
      if (isThrottled(refusal)) await failed('throttled');
      throw refusal;
    });
    // Hash even for an unknown address so response time does not reveal which addresses exist.
    const valid = await verifyPassword(
      password,
      user?.passwordHash ?? (await dummyPasswordHash(ctx.config.passwordCost)),
    );
    if (!user || !valid) {
      // Unknown addresses count too: otherwise the lock itself would tell which addresses exist.
      await ctx.loginThrottle.fail(email, ctx.ip, device, now);
      await failed(user ? 'wrong_password' : 'unknown_user');
      throw badInput('Wrong e-mail or password');
    }
    // Only the account's owner (the right password) learns that an outsider is refused.
    if (user.kind === 'tourist' && (await isRefused(ctx.db, { email, ip: ctx.ip }))) {
      await failed('refused');
      throw blacklistRefusal();
    }
    // Two-step sign-in on: no session yet, a challenge for the code (`loginByCode`). The counts
    // are cleared by the step that finishes the sign-in, so wrong codes add to them.
    if ((await twoStepStatus(ctx.db, user.id)).enrolled) {
      const challenge = await createChallenge(ctx.db, ctx.act(), { userId: user.id, device });
      return { twoStep: 'code' as const, challenge };
    }
    await ctx.loginThrottle.clearAddress(ctx.db, email);
    if (device) await ctx.loginThrottle.clearDevice(ctx.db, device);
    // A fresh cookie on every success, so a browser in use stays known past the cookie's age.
    await rememberDevice(ctx, user);
    // A role that requires two-step sign-in, not yet set up: a session that may only enrol.
    const policy = await ctx.settings.get(ctx.db, 'auth.twoStepRoles');
    const mustEnrol = await roleRequiresTwoStep(ctx.db, user.id, twoStepRoleNames(policy));
    const token = await ctx.db.transaction(async (tx) => {
      const act = ctx.act();
      const opened = await openSession(tx, user.id, act.now, mustEnrol);
      await recordSecurityEvent(tx, act, {
        kind: 'sign_in',
        userId: user.id,
        sessionId: opened.sessionId,
        detail: { method: 'password' },
      });
      return opened.token;
    });
    const payload = await loginPayload(ctx.db, user.id, token);
    return mustEnrol ? { ...payload, mustEnrol } : payload;
  },

  /**
   * The second step: a wrong code counts as a failed login where the password step's would (the
   * device that step verified, or the address and IP), so the code is guessed no faster than a
   * password; the counts are checked before the code.
   */
  async loginByCode({ challenge, code }, ctx) {
    const now = ctx.now();
    const expired = () =>
      badInput('This sign-in has expired or was finished; please log in with your password again');
    // Read outside the transaction: the throttle reads on its own connection.
    const pending = await ctx.db.transaction((tx) => openChallenge(tx, challenge, now));
    const [user] = pending
      ? await ctx.db.select().from(users).where(eq(users.id, pending.userId))
      : [];
    const failed = (reason: SignInFailure) =>
      recordSignInFailure(ctx.db, ctx.act(), { userId: user?.id ?? null, reason });
    if (!pending || !user) {
      await failed('expired');
      throw expired();
    }
    await refuseWhileLocked(ctx, user.email, pending.device).catch(async (refusal: unknown) => {
      if (isThrottled(refusal)) await failed('throttled');
      throw refusal;
    });
    const outcome = await ctx.db.transaction(async (tx) => {
      const row = await openChallenge(tx, challenge, now);
      if (!row) return { ok: false as const, expired: true, message: '' };
      const act = ctx.act();
      const check = await spendSecondStep(tx, ctx.config.tinKeys, act, { userId: user.id, code });
      if (!check.ok) return { ...check, expired: false };
      await spendChallenge(tx, act, row.id);
      const { token, sessionId } = await openSession(tx, user.id, act.now, false, true);
      if (check.recovery) {
        await recordSecurityEvent(tx, act, {
          kind: 'recovery_code_used',
          userId: user.id,
          sessionId,
        });
      }
      await recordSecurityEvent(tx, act, {
        kind: 'sign_in',
        userId: user.id,
        sessionId,
        detail: { method: check.recovery ? 'recovery_code' : 'two_step' },
      });
      return { ok: true as const, payload: await loginPayload(tx, user.id, token) };
    });
    if (!outcome.ok) {
      if (outcome.expired) {
        await failed('expired');
        throw expired();
      }
      await ctx.loginThrottle.fail(user.email, ctx.ip, pending.device, now);
      await failed('wrong_code');
      throw fieldRefused('code', outcome.message);
    }
    await ctx.loginThrottle.clearAddress(ctx.db, user.email);
    if (pending.device) await ctx.loginThrottle.clearDevice(ctx.db, pending.device);
    // After the commit, as at registration: the first cookie may read its key with its own query.
    await rememberDevice(ctx, user);
    return outcome.payload;
  },

  /**
   * Answers alike for registered and unknown addresses: the difference goes only into
   * the mail, which only the address's owner reads. Every request passes the per-address resend
   * interval and the per-IP hourly cap in issueCode, so the answers cannot be told apart by
   * throttling either; the code issued for a notice is never mailed, so nobody can use it.
   */
  async sendEmailVerificationCode({ email, type }, ctx) {
    // Registration only: a listed person may still change the password of an account they have.
    if (type === PURPOSE.register) await refuseListed(ctx.db, { email, ip: ctx.ip });
    const outboxId = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id, name: users.name, languageType: users.languageType })
        .from(users)
        .where(eq(users.email, email));
      const code = await issueCode(tx, ctx, email, type);
      const ttl = ctx.config.codeTtlMinutes;
      const mail =
        type === PURPOSE.register && existing
          ? {
              subject: 'You already have a BQ account',
              body: 'Someone asked to register this e-mail address, but it already has an account. Sign in, or change your password with a code if you forgot it. If it was not you, ignore this mail.',
              code: null,
            }
          : type === PURPOSE.changePassword && !existing
            ? {
                subject: 'No BQ account for this e-mail',
                body: 'Someone asked to change the password of this e-mail address, but it has no account. Register with a code instead. If it was not you, ignore this mail.',
                code: null,
              }
            : {
                // The message center's template, as the office last saved it.
                ...(await renderedMail(
                  tx,
                  'verification-code',
                  {
                    userName: existing?.name ?? email.split('@')[0] ?? email,
                    code,
                    minutes: String(ttl),
                  },
                  existing?.languageType ?? 2,
                )),
                code,
              };
      return ctx.mailer.queue(tx, { to: email, ...mail }, ctx.now());
    });
    await ctx.mailer.deliver(outboxId, ctx.log);
    return null;
  },

  async registerByEmailAndCode({ email, code, password, name }, ctx) {
    await refuseListed(ctx.db, { email, ip: ctx.ip });
    // The code is checked before the (deliberately slow) hash: a wrong code costs no scrypt.
    const { account, payload } = await withCode(ctx, email, PURPOSE.register, code, async (tx) => {
      const passwordHash = await hashPassword(password, ctx.config.passwordCost);
      const act = ctx.act();
      const { userId, token, sessionId } = await registerTourist(tx, act, {
        email,
        name,
        passwordHash,
      });
      await recordSecurityEvent(tx, act, {
        kind: 'sign_in',
        userId,
        sessionId,
        detail: { method: 'registration' },
      });
      return {
        account: { id: userId, passwordHash },
        payload: await loginPayload(tx, userId, token),
      };
    });
    // Registering signs the browser in: it is a known device of the new account from now on.
    // After the commit: the first cookie may read the key with its own query, which on PGlite's
    // single connection would wait for this transaction forever.
    await rememberDevice(ctx, account);
    return payload;
  },

  async changePasswordByEmailVerificationCode({ email, code, password }, ctx) {
    const told = await withCode(ctx, email, PURPOSE.changePassword, code, async (tx) => {
      const passwordHash = await hashPassword(password, ctx.config.passwordCost);
      const act = ctx.act();
      const user = await setPassword(tx, act, { email, passwordHash });
      if (!user)
        throw new ApiError(CODES.notFound, 'There is no account with this e-mail address.');
      await recordSecurityEvent(tx, act, {
        kind: 'password_changed',
        userId: user.id,
        detail: { how: 'email_code', sessions: user.sessionsEnded },
      });
      // The code proves the owner: their address is no longer locked by someone else's guesses.
      await ctx.loginThrottle.clearAddress(tx, email);
      ctx.sessionCache.dropUser(user.id);
      // The owner hears of it, from the message center's template.
      const mail = await renderedMail(
        tx,
        'password-changed',
        { userName: user.name },
        user.languageType,
      );
      return ctx.mailer.queue(tx, { to: email, ...mail, code: null }, ctx.now());
    });
    await ctx.mailer.deliver(told, ctx.log);
    return null;
  },
};

export const user: FamilyHandlers<'user'> = {
  async updateLanguage({ languageType }, ctx) {
    await setLanguage(ctx.db, ctx.act(), languageType);
    return { languageType };
  },

  async updatePassword({ oldPassword, newPassword }, ctx) {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.userId));
    if (!row) throw notFound('Your account');
    // Wrong old passwords count like failed logins of the address, so a stolen session cannot
    // guess the password at request speed.
    await refuseWhileLocked(ctx, row.email, null);
    if (!(await verifyPassword(oldPassword, row.passwordHash))) {
      await ctx.loginThrottle.fail(row.email, ctx.ip, null, ctx.now());
      throw fieldRefused('oldPassword', 'is not your current password');
    }
    const passwordHash = await hashPassword(newPassword, ctx.config.passwordCost);
    await ctx.db.transaction(async (tx) => {
      const act = ctx.act();
      const changed = await setPassword(tx, act, { userId: row.id, passwordHash });
      await recordSecurityEvent(tx, act, {
        kind: 'password_changed',
        detail: { how: 'own_password', sessions: changed?.sessionsEnded ?? 0 },
      });
    });
    ctx.sessionCache.dropUser(row.id);
    return null;
  },

  async logout(_input, ctx) {
    const sessionId = ctx.user.sessionId;
    await ctx.db.transaction((tx) =>
      endOwnSession(tx, ctx.act(), { sessionId, how: 'logout' }).catch((e: unknown) => {
        // Already ended meanwhile (another tab, an administrator): logging out is still done.
        if (e instanceof ApiError && e.code === CODES.notFound) return;
        throw e;
      }),
    );
    ctx.sessionCache.dropUser(ctx.user.userId);
    return null;
  },

  async getUserRoles({ needRole }, ctx) {
    const { user: u } = ctx;
    const [me] = await ctx.db
      .select({ languageType: users.languageType })
      .from(users)
      .where(eq(users.id, u.userId));
    return {
      userId: u.userId,
      name: u.name,
      email: u.email,
      userType: u.userType,
      languageType: me?.languageType === 1 ? 1 : 2,
      relList: needRole ? await roleRels(ctx.db, u.userId) : [],
    };
  },
};

export const tourists: FamilyHandlers<'tourists'> = {
  async isFirstLogin(_input, ctx) {
    const [row] = await ctx.db
      .select({ id: touristsTable.userId })
      .from(touristsTable)
      .where(eq(touristsTable.userId, ctx.user.userId));
    return { isFirstLogin: !row };
  },

  async add(input, ctx) {
    await refuseListedOutsider(ctx.db, ctx.user, ctx.ip);
    await saveTouristProfile(ctx.db, ctx.act(), input);
    return null;
  },

  async getTouristsInfo(_input, ctx) {
    const [row] = await ctx.db
      .select()
      .from(touristsTable)
      .where(eq(touristsTable.userId, ctx.user.userId));
    if (!row) return null;
    const { userId: _id, ...info } = row;
    return { ...info, email: ctx.user.email };
  },
};

/**
 * A mail from an event's template, in the recipient's language (English for an address that
 * belongs to nobody).
 */
async function renderedMail(
  tx: Tx,
  code: TemplateCode,
  values: Record<string, string>,
  language: 1 | 2,
) {
  const texts = await templateTexts(tx, code, language);
  if (!texts) throw new Error(`no template for ${code}`);
  return {
    subject: renderTemplate(texts.subject, values),
    body: renderTemplate(texts.body, values),
  };
}
