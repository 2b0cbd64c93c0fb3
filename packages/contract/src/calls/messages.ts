import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { messageStationMeta } from '../meta/messages.js';
import { defineCall } from './define.js';
import { empty, idList, int, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.letter;

export const stationMessage = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  sender: z.string(),
  /** 0 = unread, 1 = read. */
  status: z.union([z.literal(0), z.literal(1)]),
  createTime: z.string(),
});

export const messageStation = {
  getUnreadNum: defineCall({
    ...messageStationMeta.getUnreadNum,
    request: empty(),
    response: z.object({ unReadNum: z.int() }),
  }),
  getMessageList: defineCall({
    ...messageStationMeta.getMessageList,
    request: listRequest(LISTS.messageStation.getMessageList, {
      status: int({ min: 0, max: 1 }).optional(),
    }),
    response: z.object({ total: z.int(), list: z.array(stationMessage) }),
  }),
  updateMessageStatus: defineCall({
    ...messageStationMeta.updateMessageStatus,
    request: z.object({ ids: idList(), status: int({ min: 0, max: 1 }).optional().default(1) }),
    response: z.object({ updated: z.int() }),
  }),
  sendStationMessage: defineCall({
    ...messageStationMeta.sendStationMessage,
    request: z.object({
      receiverIds: idList(L.receivers.maxItems),
      title: text(L.title),
      content: text(L.content),
    }),
    response: z.object({ sent: z.int() }),
  }),
  delete: defineCall({
    ...messageStationMeta.delete,
    request: z.object({ ids: idList() }),
    response: z.object({ deleted: z.int() }),
  }),
};
