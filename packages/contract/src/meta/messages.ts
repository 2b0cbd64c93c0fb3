import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

const STATION_TEMPLATES = { modules: [MODULE_IDS['messagecenter/message']] } as const;
const EMAIL_TEMPLATES = { modules: [MODULE_IDS['messagecenter/email']] } as const;
const ANY_TEMPLATES = {
  modules: [MODULE_IDS['messagecenter/message'], MODULE_IDS['messagecenter/email']],
} as const;

export const messageStationMeta = {
  getTemplateList: meta('bq/messageStation/getTemplateList', STATION_TEMPLATES),
  updateTemplate: meta('bq/messageStation/updateTemplate', STATION_TEMPLATES, 'json'),
  getUnreadNum: meta('bq/messageStation/getUnreadNum', 'user'),
  getMessageList: meta('bq/messageStation/getMessageList', 'user'),
  updateMessageStatus: meta('bq/messageStation/updateMessageStatus', 'user'),
  delete: meta('bq/messageStation/delete', 'user'),
  sendToGroup: meta('bq/messageStation/sendToGroup', STATION_TEMPLATES, 'json'),
  getSentList: meta('bq/messageStation/getSentList', {
    modules: [MODULE_IDS['home/sending-letter'], MODULE_IDS['messagecenter/message']],
  }),
  sendStationMessage: meta(
    'bq/messageStation/sendStationMessage',
    { modules: [MODULE_IDS['home/sending-letter'], MODULE_IDS['messagecenter/message']] },
    'json',
  ),
} as const;

export const messageEmailMeta = {
  getOutbox: meta('bq/messageEmail/getOutbox', EMAIL_TEMPLATES),
  getTemplateList: meta('bq/messageEmail/getTemplateList', EMAIL_TEMPLATES),
  updateTemplate: meta('bq/messageEmail/updateTemplate', EMAIL_TEMPLATES, 'json'),
} as const;

/** Added by the contract: a template's earlier versions, and restoring one. */
export const messageTemplateMeta = {
  getVersions: meta('bq/messageTemplate/getVersions', ANY_TEMPLATES),
  restore: meta('bq/messageTemplate/restore', ANY_TEMPLATES),
} as const;

/** Added: each person's choice of channel per event. */
export const messagePreferenceMeta = {
  getList: meta('bq/messagePreference/getList', 'user'),
  update: meta('bq/messagePreference/update', 'user', 'json'),
} as const;
