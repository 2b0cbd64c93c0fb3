import type { Encoding, Method } from './meta/types.js';

export interface SpecCall {
  readonly path: string;
  readonly method: Method;
  readonly encoding: Encoding;
}

/**
 * Every call spec §7 names, as data: POST with a form body unless §7 marks it `json` or `GET`
 * (GET calls carry their fields in the query string). The photo upload's "form" is the browser's
 * FormData with a file, i.e. multipart/form-data: it is marked `multipart`. The startup calls whose paths the spec does
 * not show are not here; the contract adds them (see docs/api.md).
 */
const families: Record<string, string> = {
  'bq/application': 'getNum search:json myApproveList rejection pass entryApplicationPass:json',
  'bq/beMentor': 'application:json get',
  'bq/approveRecord': 'search:json',
  'bq/entry': 'getEntryInfo save:json submit:json getByApplication',
  'bq/salary':
    'getServiceRecord submitApplication:json getSave save:json getByApplication saveMarketServiceRecord:json getMarketServiceRecord',
  'bq/agentAdminConfigStash': 'getByAgentId',
  'bq/agentAdminConfig':
    'getRel add:json getByAgentId edit:json getActivityList generateCompanyEmail addActivityInfo adminConfigRecord:json editComment:json statisticalByDuty',
  'bq/agentInfo':
    'ifUploadPersonalPhoto uploadPersonalPhoto:multipart updateAgentRelStatus addAgent:json getAgent:json getAgentInfoById searchAgentByRoleId getPersonalDetails editAgent:json getStatisticalInfo',
  'bq/agentInfoExport': 'export:json',
  export: 'w9.pdf:GET',
  'bq/coachAgreement':
    'get add:json edit:json getCoachDetail ifExistActiveCoach getPersonalCoach:json',
  'bq/org': 'getBranchList:json getSonNode getAreaList add:json edit:json delete',
  'general/role': 'selectFirstLevelRoles selectRoleAndDutyAndModulesByCondition updateOwnRole',
  'general/admin-role': 'addRoleJson updateRoleByIdJson deleteRole selectModulesByRoleId',
  'general/dictionary': 'selectAllPermissionTree selectByUserId',
  'general/user': 'updatePassword',
  'bq/dre': 'match getList:json delete dreVerify:GET',
  'bq/messageStation':
    'getTemplateList updateTemplate:json getUnreadNum getMessageList sendStationMessage:json updateMessageStatus delete',
  'bq/messageEmail': 'getTemplateList updateTemplate:json',
  'general/unauth':
    'loginByEmail sendEmailVerificationCode registerByEmailAndCode changePasswordByEmailVerificationCode',
  'bq/touristsLogin': 'isFirstLogin add:json getTouristsInfo',
  'bq/outsiders': 'regis:json',
  'bq/blackList': 'getBlackList add remove',
  'bq/tran/case': 'getCaseId:GET',
  'bq/statistical': 'getFinance getTodoList',
  'bq/index':
    'personalCaseCount commissionStatistic transactionStatus transactionType monthView monthCase',
};

export const SPEC_CALLS: readonly SpecCall[] = Object.entries(families).flatMap(([family, list]) =>
  list.split(' ').map((entry): SpecCall => {
    const [name, mark] = entry.split(':') as [string, string | undefined];
    const path = `${family}/${name}`;
    if (mark === 'GET') return { path, method: 'GET', encoding: 'query' };
    if (mark === 'multipart') return { path, method: 'POST', encoding: 'multipart' };
    return { path, method: 'POST', encoding: mark === 'json' ? 'json' : 'form' };
  }),
);
