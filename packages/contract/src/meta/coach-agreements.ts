import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/** Coach agreements are kept by user management's coach-agreement page. */
const coachAdmin = {
  modules: [MODULE_IDS['userroles/coach-agreement'], MODULE_IDS['userroles/usermgt']],
} as const;
export const coachAgreementMeta = {
  get: meta('bq/coachAgreement/get', coachAdmin),
  add: meta('bq/coachAgreement/add', coachAdmin, 'json'),
  edit: meta('bq/coachAgreement/edit', coachAdmin, 'json'),
  getCoachDetail: meta('bq/coachAgreement/getCoachDetail', 'user'),
  ifExistActiveCoach: meta('bq/coachAgreement/ifExistActiveCoach', 'user'),
  getPersonalCoach: meta('bq/coachAgreement/getPersonalCoach', 'user', 'json'),
} as const;
