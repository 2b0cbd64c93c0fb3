import { z } from 'zod';
import { authMeta, touristsMeta, userMeta } from '../meta/auth.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCall } from './define.js';
import { bool, code, email, empty, int, line, nothing, password, text } from './fields.js';

/** One role a user holds, shown as "duty - role" in the header's role switcher. */
export const roleRel = z.object({
  roleId: z.int(),
  roleName: z.string(),
  dutyName: z.string(),
  /** 1 for the active role, 0 otherwise. */
  ifActive: z.union([z.literal(0), z.literal(1)]),
});

export const loginResult = z.object({
  token: z.string(),
  /** The roles the user holds (same shape as relList). Empty for tourists and role-less users. */
  roleInfos: z.array(roleRel),
  /** The user's role ids, the active one first. */
  roleIds: z.array(z.int()),
});

/**
 * A right password of a person with two-step sign-in on: no session yet, a challenge to finish
 * the sign-in with (`loginByCode`) within five minutes.
 */
export const twoStepChallenge = z.object({
  twoStep: z.literal('code'),
  challenge: z.string(),
});

/**
 * A session whose role requires two-step sign-in before the person enrolled: it may only enrol
 * (the twoStep calls) or log out until then.
 */
const signedIn = loginResult.extend({ mustEnrol: z.boolean().optional() });

export const auth = {
  loginByEmail: defineCall({
    ...authMeta.loginByEmail,
    request: z.object({ email: email(), password: text(FIELD_LIMITS.auth.loginPassword) }),
    response: z.union([signedIn, twoStepChallenge]),
  }),
  sendEmailVerificationCode: defineCall({
    ...authMeta.sendEmailVerificationCode,
    request: z.object({
      email: email(),
      /** 1 = registration (default), 2 = password change. */
      type: int({ min: 1, max: 2 }).optional().default(1),
    }),
    response: nothing(),
  }),
  registerByEmailAndCode: defineCall({
    ...authMeta.registerByEmailAndCode,
    request: z.object({
      email: email(),
      code: code(),
      password: password(),
      name: line(FIELD_LIMITS.auth.name).optional(),
    }),
    response: loginResult,
  }),
  changePasswordByEmailVerificationCode: defineCall({
    ...authMeta.changePasswordByEmailVerificationCode,
    request: z.object({ email: email(), code: code(), password: password() }),
    response: nothing(),
  }),
  /**
   * The second step: the challenge and a 6-digit code from the authenticator app (one step of
   * 30 s either side; a code already accepted is refused) or an unused recovery code.
   */
  loginByCode: defineCall({
    ...authMeta.loginByCode,
    request: z.object({
      challenge: text(FIELD_LIMITS.auth.twoStepChallenge),
      code: text(FIELD_LIMITS.auth.twoStepCode),
    }),
    response: loginResult,
  }),
};

export const user = {
  updatePassword: defineCall({
    ...userMeta.updatePassword,
    request: z.object({
      oldPassword: text(FIELD_LIMITS.auth.loginPassword),
      newPassword: password(),
    }),
    response: nothing(),
  }),
  logout: defineCall({ ...userMeta.logout, request: empty(), response: nothing() }),
  updateLanguage: defineCall({
    ...userMeta.updateLanguage,
    request: z.object({
      languageType: int({ min: 1, max: 2 }).pipe(z.union([z.literal(1), z.literal(2)])),
    }),
    response: z.object({ languageType: z.union([z.literal(1), z.literal(2)]) }),
  }),
  getUserRoles: defineCall({
    ...userMeta.getUserRoles,
    request: z.object({ needRole: bool().optional().default(true) }),
    response: z.object({
      userId: z.int(),
      name: z.string(),
      email: z.string(),
      /** 'tourist' users load tourist info instead of roles. */
      userType: z.enum(['staff', 'tourist']),
      /**
       * The language the person chose (1 Chinese, 2 English; English until chosen): the portal
       * shows it on every load of a session, in any browser.
       */
      languageType: z.union([z.literal(1), z.literal(2)]),
      relList: z.array(roleRel),
    }),
  }),
};

export const touristInfo = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  wechat: z.string(),
});

export const tourists = {
  isFirstLogin: defineCall({
    ...touristsMeta.isFirstLogin,
    request: empty(),
    response: z.object({ isFirstLogin: z.boolean() }),
  }),
  add: defineCall({
    ...touristsMeta.add,
    request: z.object({
      name: line(FIELD_LIMITS.tourist.name),
      phone: text(FIELD_LIMITS.tourist.phone).optional().default(''),
      company: text(FIELD_LIMITS.tourist.company).optional().default(''),
      wechat: text(FIELD_LIMITS.tourist.wechat).optional().default(''),
    }),
    response: nothing(),
  }),
  getTouristsInfo: defineCall({
    ...touristsMeta.getTouristsInfo,
    request: empty(),
    response: touristInfo.nullable(),
  }),
};
