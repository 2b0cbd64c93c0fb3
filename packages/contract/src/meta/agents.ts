import { meta } from './define.js';

export const agentInfoMeta = {
  getPersonalDetails: meta(
    'bq/agentInfo/getPersonalDetails',
    'user',
    'The signed-in user with agentInfo (agentId, agentStatus) or agentInfo null for non-agents.',
  ),
} as const;

export const agentAdminConfigMeta = {
  getByAgentId: meta(
    'bq/agentAdminConfig/getByAgentId',
    'user',
    "An agent's admin config (mentorCertificate, company e-mail). Own agent, or user management.",
  ),
} as const;

export const applicationMeta = {
  getNum: meta(
    'bq/application/getNum',
    'user',
    'Header badges: pendingApprovalNum (to decide, examine role only) and approveNum (own, pending).',
  ),
} as const;

export const statisticalMeta = {
  getTodoList: meta(
    'bq/statistical/getTodoList',
    'user',
    'Dashboard to-do items of the signed-in user with counts.',
  ),
} as const;
