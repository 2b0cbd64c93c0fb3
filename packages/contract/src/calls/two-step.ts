import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { twoStepMeta } from '../meta/two-step.js';
import { defineCall } from './define.js';
import { empty, int, nothing, text } from './fields.js';

const code = () => text(FIELD_LIMITS.auth.twoStepCode);

/** Two-step sign-in with an authenticator app (TOTP): enrol, turn off, an administrator's reset. */
export const twoStep = {
  status: defineCall({
    ...twoStepMeta.status,
    request: empty(),
    response: z.object({
      enrolled: z.boolean(),
      /** Whether one of the person's roles requires it (the `auth.twoStepRoles` setting). */
      required: z.boolean(),
      recoveryCodesLeft: z.int(),
    }),
  }),
  /** A new secret, pending until `confirm`: its text and its QR code (an SVG data URL). */
  start: defineCall({
    ...twoStepMeta.start,
    request: empty(),
    response: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
  }),
  /** The first code turns it on; answers the ten recovery codes, readable this once only. */
  confirm: defineCall({
    ...twoStepMeta.confirm,
    request: z.object({ code: code() }),
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
  /** Turns it off with a current code or a recovery code. */
  disable: defineCall({
    ...twoStepMeta.disable,
    request: z.object({ code: code() }),
    response: nothing(),
  }),
  /** An administrator removes a person's authenticator (a lost phone); logged. */
  reset: defineCall({
    ...twoStepMeta.reset,
    request: z.object({ userId: int({ min: 1 }) }),
    response: z.object({ removed: z.boolean() }),
  }),
  /**
   * A current code or a recovery code makes this session fresh for the step-up window: the calls
   * that move money (`stepUp` in their meta) run again until it passes (docs/auth.md "Step-up").
   */
  stepUp: defineCall({
    ...twoStepMeta.stepUp,
    request: z.object({ code: code() }),
    response: nothing(),
  }),
};
