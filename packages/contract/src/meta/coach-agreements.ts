import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/** Coach agreements are kept by user management's coach-agreement page. */
const coachAdmin = {
  modules: [MODULE_IDS['userroles/coach-agreement'], MODULE_IDS['userroles/usermgt']],
} as const;
export const coachAgreementMeta = {
  get: meta('bq/coachAgreement/get', coachAdmin, 'One coach agreement by id.'),
  add: meta(
    'bq/coachAgreement/add',
    coachAdmin,
    'Link a certified coach (mentorCertificate 1) and a mentee agent; 409 if the mentee already has an active coach.',
    'json',
  ),
  edit: meta(
    'bq/coachAgreement/edit',
    coachAdmin,
    'Change the end date, terms or status of an agreement (ending it frees the mentee).',
    'json',
  ),
  getCoachDetail: meta(
    'bq/coachAgreement/getCoachDetail',
    'user',
    "A coach's agreements (their mentees). The coach themself, or user management.",
  ),
  ifExistActiveCoach: meta(
    'bq/coachAgreement/ifExistActiveCoach',
    'user',
    'Whether an agent has an active coach. The agent themself, or user management.',
  ),
  getPersonalCoach: meta(
    'bq/coachAgreement/getPersonalCoach',
    'user',
    "An agent's active coach agreement, or null. The agent themself, or user management.",
    'json',
  ),
} as const;
