import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * People: an agent's personal info, the office's admin config for them, the changes an
 * agent makes to office-controlled fields waiting for acceptance, exports and licence reminders.
 * 'user' calls read or change one agent's record: the handler lets the agent themself or a user
 * manager through and refuses everyone else (deny by default, see docs/decisions/people.md "People").
 */
const ADMIN = { modules: [MODULE_IDS['userroles/usermgt']] } as const;
/** Picking agents by role: user management, and coach agreements (which pair two agents). */
const PICK_AGENTS = {
  modules: [MODULE_IDS['userroles/usermgt'], MODULE_IDS['userroles/coach-agreement']],
} as const;

/** The agent's relation to the office: 1 active, 0 left (kept for history, hidden from pickers). */
export const AGENT_REL_STATUSES = [0, 1] as const;
/** 1 licensed and in a board, 2 licensed but no board, 3 no licence (or a lapsed one). */
export const AGENT_STATUSES = [1, 2, 3] as const;
export const LICENSE_TYPES = ['salesperson', 'broker'] as const;
/** Days before a licence expires at which its agent is reminded (each once per expiry date). */
export const LICENSE_REMINDER_DAYS = [90, 60, 30] as const;
export const ACTIVITY_KINDS = ['training', 'event', 'award', 'meeting', 'other'] as const;
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** Largest export answered at once by `agentInfoExport/export`; larger ones run as a job. */
export const EXPORT_INLINE_MAX_ROWS = 2000;
/** Bytes of an export file per `download` answer (base64 inside the envelope). */
export const EXPORT_CHUNK_BYTES = 1_048_576;
/** Personal photo: PNG or JPEG up to 5 MB. */
export const PHOTO_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] },
} as const;
/**
 * Fields of the personal info an agent's own edit does not change at once: the office checks
 * them first (they decide what business the agent may do, and how they are paid).
 */
export const OFFICE_CONTROLLED_FIELDS = [
  'licenseNo',
  'licenseType',
  'licenseIssuedOn',
  'licenseExpiresOn',
  'boards',
  'w9',
] as const;

export const agentInfoMeta = {
  getPersonalDetails: meta('bq/agentInfo/getPersonalDetails', 'user'),
  ifUploadPersonalPhoto: meta('bq/agentInfo/ifUploadPersonalPhoto', 'user'),
  uploadPersonalPhoto: {
    ...meta('bq/agentInfo/uploadPersonalPhoto', 'user', 'multipart'),
    file: { field: 'file', maxBytes: PHOTO_LIMITS.maxBytes },
    bodyLimitBytes: PHOTO_LIMITS.maxBytes + 64 * 1024,
  },
  getPersonalPhoto: meta('bq/agentInfo/getPersonalPhoto', 'user'),
  updateAgentRelStatus: meta('bq/agentInfo/updateAgentRelStatus', ADMIN),
  addAgent: meta('bq/agentInfo/addAgent', ADMIN, 'json'),
  getAgent: meta('bq/agentInfo/getAgent', ADMIN, 'json'),
  openRecord: meta('bq/agentInfo/openRecord', ADMIN),
  getAgentInfoById: meta('bq/agentInfo/getAgentInfoById', 'user'),
  searchAgentByRoleId: meta('bq/agentInfo/searchAgentByRoleId', PICK_AGENTS),
  editAgent: meta('bq/agentInfo/editAgent', 'user', 'json'),
  getStatisticalInfo: meta('bq/agentInfo/getStatisticalInfo', ADMIN),
  getLicenseReminders: meta('bq/agentInfo/getLicenseReminders', ADMIN),
} as const;

export const agentAdminConfigMeta = {
  getByAgentId: meta('bq/agentAdminConfig/getByAgentId', 'user'),
  getRel: meta('bq/agentAdminConfig/getRel', 'user'),
  add: meta('bq/agentAdminConfig/add', ADMIN, 'json'),
  edit: meta('bq/agentAdminConfig/edit', ADMIN, 'json'),
  getActivityList: meta('bq/agentAdminConfig/getActivityList', 'user'),
  generateCompanyEmail: meta('bq/agentAdminConfig/generateCompanyEmail', ADMIN),
  addActivityInfo: meta('bq/agentAdminConfig/addActivityInfo', ADMIN),
  adminConfigRecord: meta('bq/agentAdminConfig/adminConfigRecord', 'user', 'json'),
  editComment: meta('bq/agentAdminConfig/editComment', ADMIN, 'json'),
  statisticalByDuty: meta('bq/agentAdminConfig/statisticalByDuty', ADMIN),
} as const;

export const agentAdminConfigStashMeta = {
  getByAgentId: meta('bq/agentAdminConfigStash/getByAgentId', 'user'),
  search: meta('bq/agentAdminConfigStash/search', ADMIN),
  accept: meta('bq/agentAdminConfigStash/accept', ADMIN),
  reject: meta('bq/agentAdminConfigStash/reject', ADMIN),
} as const;

export const agentInfoExportMeta = {
  export: meta('bq/agentInfoExport/export', ADMIN, 'json'),
  start: meta('bq/agentInfoExport/start', ADMIN, 'json'),
  progress: meta('bq/agentInfoExport/progress', ADMIN),
  download: meta('bq/agentInfoExport/download', ADMIN),
  w9: meta('export/w9.pdf', 'user', 'query', 'GET'),
} as const;

/** Whom a person picker looks for (`bq/people/lookup`). */
export const LOOKUP_PURPOSES = ['coach', 'delegate', 'agent', 'staff'] as const;
/** People a picker shows for one search: enough to choose from, few enough to read. */
export const LOOKUP_LIMIT = 10;

/**
 * The person pickers' search: any signed-in staff member may find colleagues by name
 * or e-mail, as in an office directory; the purpose narrows whom (certified coaches, people who
 * may decide applications, active agents). Tourists are refused by the handler.
 */
export const peopleMeta = {
  lookup: meta('bq/people/lookup', 'user'),
} as const;
