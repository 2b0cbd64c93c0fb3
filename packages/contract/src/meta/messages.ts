import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

export const messageStationMeta = {
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
  sendStationMessage: meta(
    'bq/messageStation/sendStationMessage',
    { modules: [MODULE_IDS['home/sending-letter'], MODULE_IDS['messagecenter/message']] },
    'Send an in-app letter to users (a lecturer, a coach); every receiver must exist.',
    'json',
  ),
} as const;
