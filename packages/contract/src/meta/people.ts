import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * People (issue 12): an agent's personal info, the office's admin config for them, the changes an
 * agent makes to office-controlled fields waiting for acceptance, exports and licence reminders.
 * 'user' calls read or change one agent's record: the handler lets the agent themself or a user
 * manager through and refuses everyone else (deny by default, see docs/decisions.md "People").
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
  getPersonalDetails: meta(
    'bq/agentInfo/getPersonalDetails',
    'user',
    'The signed-in user with agentInfo (agentId, agentStatus) or agentInfo null for non-agents.',
  ),
  ifUploadPersonalPhoto: meta(
    'bq/agentInfo/ifUploadPersonalPhoto',
    'user',
    'Whether the agent (own when agentId is omitted) has a personal photo.',
  ),
  uploadPersonalPhoto: {
    ...meta(
      'bq/agentInfo/uploadPersonalPhoto',
      'user',
      'Upload the personal photo (PNG or JPEG, multipart: fields, then the file part "file"). Own or user management.',
      'multipart',
    ),
    file: { field: 'file', maxBytes: PHOTO_LIMITS.maxBytes },
    bodyLimitBytes: PHOTO_LIMITS.maxBytes + 64 * 1024,
  },
  getPersonalPhoto: meta(
    'bq/agentInfo/getPersonalPhoto',
    'user',
    'Added by the contract: the personal photo as base64 (own or user management).',
  ),
  updateAgentRelStatus: meta(
    'bq/agentInfo/updateAgentRelStatus',
    ADMIN,
    "Set an agent's relation to the office (1 active, 0 left); recorded in the admin history.",
  ),
  addAgent: meta(
    'bq/agentInfo/addAgent',
    ADMIN,
    'Create a user and agent with personal info, role and branch.',
    'json',
  ),
  getAgent: meta(
    'bq/agentInfo/getAgent',
    ADMIN,
    'Paged agent list with filters (keyword, status, branch, relation, licence expiring).',
    'json',
  ),
  getAgentInfoById: meta(
    'bq/agentInfo/getAgentInfoById',
    'user',
    "One agent's personal info, status and pending staged change. Own or user management.",
  ),
  searchAgentByRoleId: meta(
    'bq/agentInfo/searchAgentByRoleId',
    PICK_AGENTS,
    'Active agents holding a role (picker), optionally filtered by name.',
  ),
  editAgent: meta(
    'bq/agentInfo/editAgent',
    'user',
    "Edit personal info. An agent's own changes to office-controlled fields are staged until a user manager accepts them.",
    'json',
  ),
  getStatisticalInfo: meta(
    'bq/agentInfo/getStatisticalInfo',
    ADMIN,
    'Agent counts by status and relation, licences expiring within 90 days, staged changes waiting.',
  ),
  getLicenseReminders: meta(
    'bq/agentInfo/getLicenseReminders',
    ADMIN,
    'Added by the contract: licences expiring within 90 days or lapsed, with the reminders sent.',
  ),
} as const;

export const agentAdminConfigMeta = {
  getByAgentId: meta(
    'bq/agentAdminConfig/getByAgentId',
    'user',
    "An agent's admin config (mentorCertificate, company e-mail). Own agent, or user management.",
  ),
  getRel: meta(
    'bq/agentAdminConfig/getRel',
    'user',
    "The agent's place in the office: role, duty, branch, relation status. Own or user management.",
  ),
  add: meta(
    'bq/agentAdminConfig/add',
    ADMIN,
    'Create the admin config of an agent that has none (recorded in the admin history).',
    'json',
  ),
  edit: meta(
    'bq/agentAdminConfig/edit',
    ADMIN,
    "Change an agent's admin config; every changed field is recorded. Not one's own.",
    'json',
  ),
  getActivityList: meta(
    'bq/agentAdminConfig/getActivityList',
    'user',
    "The agent's activities, newest first. Own or user management.",
  ),
  generateCompanyEmail: meta(
    'bq/agentAdminConfig/generateCompanyEmail',
    ADMIN,
    'Propose a free company e-mail from the agent\'s English (or legal) name; saved only by "edit".',
  ),
  addActivityInfo: meta(
    'bq/agentAdminConfig/addActivityInfo',
    ADMIN,
    'Record an activity of an agent (training, event, award, meeting, other).',
  ),
  adminConfigRecord: meta(
    'bq/agentAdminConfig/adminConfigRecord',
    'user',
    "The agent's admin history: every accepted or office-made change, newest first. Own or user management.",
    'json',
  ),
  editComment: meta(
    'bq/agentAdminConfig/editComment',
    ADMIN,
    "Set the office's comment on an agent (recorded).",
    'json',
  ),
  statisticalByDuty: meta(
    'bq/agentAdminConfig/statisticalByDuty',
    ADMIN,
    'Active agents counted by duty (the parent of their role).',
  ),
} as const;

export const agentAdminConfigStashMeta = {
  getByAgentId: meta(
    'bq/agentAdminConfigStash/getByAgentId',
    'user',
    "The agent's staged change waiting for acceptance (null when none). Own or user management.",
  ),
  search: meta(
    'bq/agentAdminConfigStash/search',
    ADMIN,
    'Added by the contract: staged changes waiting for acceptance, oldest first.',
  ),
  accept: meta(
    'bq/agentAdminConfigStash/accept',
    ADMIN,
    "Added by the contract: apply a staged change (each field recorded). Not one's own.",
  ),
  reject: meta(
    'bq/agentAdminConfigStash/reject',
    ADMIN,
    "Added by the contract: refuse a staged change with a reason (the agent is told). Not one's own.",
  ),
} as const;

export const agentInfoExportMeta = {
  export: meta(
    'bq/agentInfoExport/export',
    ADMIN,
    `The filtered agent list as CSV (base64) at once, up to ${EXPORT_INLINE_MAX_ROWS} rows; larger exports use "start".`,
    'json',
  ),
  start: meta(
    'bq/agentInfoExport/start',
    ADMIN,
    'Added by the contract: start a background export of the filtered agent list; answers its job id at once.',
    'json',
  ),
  progress: meta(
    'bq/agentInfoExport/progress',
    ADMIN,
    'Added by the contract: status and rows written of an export job (own jobs only).',
  ),
  download: meta(
    'bq/agentInfoExport/download',
    ADMIN,
    `Added by the contract: a finished export file, ${EXPORT_CHUNK_BYTES} bytes per answer from offset.`,
  ),
  w9: meta(
    'export/w9.pdf',
    'user',
    "The agent's W-9 filled from their details, as a PDF (base64). Own or user management.",
    'query',
    'GET',
  ),
} as const;
