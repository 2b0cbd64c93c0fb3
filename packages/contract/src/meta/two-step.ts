import { userMeta } from './auth.js';
import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/** Two-step sign-in: a person's own authenticator, and the administrators' reset. */
export const twoStepMeta = {
  status: meta('general/twoStep/status', 'user', 'json'),
  start: meta('general/twoStep/start', 'user', 'json'),
  confirm: meta('general/twoStep/confirm', 'user', 'json'),
  disable: meta('general/twoStep/disable', 'user', 'json'),
  reset: meta('general/twoStep/reset', { modules: [MODULE_IDS['userroles/usermgt']] }, 'json'),
  stepUp: meta('general/twoStep/stepUp', 'user', 'json'),
} as const;

/** Marks a call as one that asks for a fresh code before it runs (docs/auth.md "Step-up"). */
export const stepUp = <const M extends object>(m: M): M & { readonly stepUp: true } => ({
  ...m,
  stepUp: true,
});

/**
 * What a session held to enrolment may call (its role requires two-step sign-in and it has not
 * enrolled): every other call answers `CODES.mustEnrol`.
 */
export const ENROL_ONLY_PATHS: readonly string[] = [
  twoStepMeta.status.path,
  twoStepMeta.start.path,
  twoStepMeta.confirm.path,
  userMeta.logout.path,
];
