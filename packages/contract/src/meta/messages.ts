import { meta } from './define.js';

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
} as const;
