import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

const STATION_TEMPLATES = { modules: [MODULE_IDS['messagecenter/message']] } as const;
const EMAIL_TEMPLATES = { modules: [MODULE_IDS['messagecenter/email']] } as const;
const ANY_TEMPLATES = {
  modules: [MODULE_IDS['messagecenter/message'], MODULE_IDS['messagecenter/email']],
} as const;

export const messageStationMeta = {
  getTemplateList: meta(
    'bq/messageStation/getTemplateList',
    STATION_TEMPLATES,
    'The in-app message templates, one per event, with their current texts.',
  ),
  updateTemplate: meta(
    'bq/messageStation/updateTemplate',
    STATION_TEMPLATES,
    'Save new texts of an in-app template as its next version (409 if it changed meanwhile).',
    'json',
  ),
  getUnreadNum: meta(
    'bq/messageStation/getUnreadNum',
    'user',
    'Unread in-app messages of the signed-in user.',
  ),
  getMessageList: meta(
    'bq/messageStation/getMessageList',
    'user',
    'Paged in-app messages of the signed-in user, newest first.',
  ),
  updateMessageStatus: meta(
    'bq/messageStation/updateMessageStatus',
    'user',
    'Mark own messages read (or unread).',
  ),
  delete: meta('bq/messageStation/delete', 'user', 'Delete own messages.'),
  sendToGroup: meta(
    'bq/messageStation/sendToGroup',
    STATION_TEMPLATES,
    'Added: send an in-app letter to everyone holding the chosen roles or working in the chosen branches (message-center staff).',
    'json',
  ),
  getSentList: meta(
    'bq/messageStation/getSentList',
    { modules: [MODULE_IDS['home/sending-letter'], MODULE_IDS['messagecenter/message']] },
    'Added: the letters the signed-in user sent, newest first, with their receivers and whether each was read.',
  ),
  sendStationMessage: meta(
    'bq/messageStation/sendStationMessage',
    { modules: [MODULE_IDS['home/sending-letter'], MODULE_IDS['messagecenter/message']] },
    "Send an in-app letter to people: a lecturer, a coach, or one's own coach or mentee; message-center staff may write to anyone.",
    'json',
  ),
} as const;

export const messageEmailMeta = {
  getOutbox: meta(
    'bq/messageEmail/getOutbox',
    EMAIL_TEMPLATES,
    'Added: the mails sent or waiting, newest first, with their delivery state, attempts and last error (never their text or codes).',
  ),
  getTemplateList: meta(
    'bq/messageEmail/getTemplateList',
    EMAIL_TEMPLATES,
    'The e-mail templates, one per event, with their current texts.',
  ),
  updateTemplate: meta(
    'bq/messageEmail/updateTemplate',
    EMAIL_TEMPLATES,
    'Save new texts of an e-mail template as its next version (409 if it changed meanwhile).',
    'json',
  ),
} as const;

/** Added by the contract: a template's earlier versions, and restoring one. */
export const messageTemplateMeta = {
  getVersions: meta(
    'bq/messageTemplate/getVersions',
    ANY_TEMPLATES,
    "A template's versions, newest first: who saved each, when, and its texts.",
  ),
  restore: meta(
    'bq/messageTemplate/restore',
    ANY_TEMPLATES,
    "Save an earlier version's texts as the template's next version.",
  ),
} as const;

/** Added: each person's choice of channel per event (issue 13). */
export const messagePreferenceMeta = {
  getList: meta(
    'bq/messagePreference/getList',
    'user',
    "The signed-in person's delivery choice for every event, with what the office requires.",
  ),
  update: meta(
    'bq/messagePreference/update',
    'user',
    'Choose in-app, e-mail or both for one event, within what the office requires.',
    'json',
  ),
} as const;
