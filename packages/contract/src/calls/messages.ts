import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import {
  messageEmailMeta,
  messagePreferenceMeta,
  messageStationMeta,
  messageTemplateMeta,
} from '../meta/messages.js';
import { DELIVERY_CHOICES, TEMPLATE_CHANNELS } from '../meta/templates.js';
import { defineCall } from './define.js';
import { empty, id, idList, int, line, text } from './fields.js';
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

const T = FIELD_LIMITS.template;

/** A template's texts: subject and body in Chinese (1) and English (2). */
const templateTexts = {
  subject1: line(T.subject),
  body1: text(T.body),
  subject2: line(T.subject),
  body2: text(T.body),
};

export const messageTemplate = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  channel: z.enum(TEMPLATE_CHANNELS),
  /** The `{name}` variables its texts may use. */
  variables: z.array(z.string()),
  /** Send it back with updateTemplate: a save by someone else meanwhile answers 409. */
  version: z.int(),
  subject1: z.string(),
  body1: z.string(),
  subject2: z.string(),
  body2: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});

const templateList = {
  request: z.object({ keyword: text(FIELD_LIMITS.common.keyword).optional() }),
  response: z.object({ list: z.array(messageTemplate) }),
} as const;
const templateUpdate = {
  request: z.object({ id: id(), version: id(), ...templateTexts }),
  response: z.object({ id: z.int(), version: z.int() }),
} as const;

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const messageEmail = {
  getOutbox: defineCall({
    ...messageEmailMeta.getOutbox,
    request: listRequest(LISTS.messageEmail.getOutbox, {
      status: z
        .enum(OUTBOX_STATUSES, { error: 'must be queued, sending, sent or failed' })
        .optional(),
    }),
    response: z.object({
      total: z.int(),
      list: z.array(
        z.object({
          id: z.int(),
          to: z.string(),
          subject: z.string(),
          status: z.enum(OUTBOX_STATUSES),
          attempts: z.int(),
          lastError: z.string().nullable(),
          messageId: z.string().nullable(),
          createdAt: z.string(),
          sentAt: z.string().nullable(),
        }),
      ),
    }),
  }),
  getTemplateList: defineCall({ ...messageEmailMeta.getTemplateList, ...templateList }),
  updateTemplate: defineCall({ ...messageEmailMeta.updateTemplate, ...templateUpdate }),
};

export const messageTemplateCalls = {
  getVersions: defineCall({
    ...messageTemplateMeta.getVersions,
    request: z.object({ id: id() }),
    response: z.object({
      list: z.array(
        z.object({
          version: z.int(),
          subject1: z.string(),
          body1: z.string(),
          subject2: z.string(),
          body2: z.string(),
          /** Null for the text the product ships with. */
          changedBy: z.string().nullable(),
          changedAt: z.string(),
          restoredFrom: z.int().nullable(),
        }),
      ),
    }),
  }),
  restore: defineCall({
    ...messageTemplateMeta.restore,
    request: z.object({ id: id(), version: id(), currentVersion: id() }),
    response: z.object({ id: z.int(), version: z.int() }),
  }),
};

export const messageStation = {
  getTemplateList: defineCall({ ...messageStationMeta.getTemplateList, ...templateList }),
  updateTemplate: defineCall({ ...messageStationMeta.updateTemplate, ...templateUpdate }),
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
  /**
   * A letter to each of the chosen people. With an `idempotencyKey` (new per letter, sent again on
   * a retry) a retry answers the first answer and nobody gets the letter twice.
   */
  sendStationMessage: defineCall({
    ...messageStationMeta.sendStationMessage,
    request: z.object({
      receiverIds: idList(L.receivers.maxItems),
      title: line(L.title),
      content: text(L.content),
      idempotencyKey: text(L.idempotencyKey).optional(),
    }),
    response: z.object({ sent: z.int() }),
  }),
  sendToGroup: defineCall({
    ...messageStationMeta.sendToGroup,
    request: z
      .object({
        roleIds: z.array(id()).max(L.groups.maxItems).optional().default([]),
        branchIds: z.array(id()).max(L.groups.maxItems).optional().default([]),
        title: line(L.title),
        content: text(L.content),
      })
      .refine((v) => v.roleIds.length + v.branchIds.length > 0, {
        path: ['roleIds'],
        message: 'choose at least one role or branch',
      }),
    response: z.object({ sent: z.int() }),
  }),
  getSentList: defineCall({
    ...messageStationMeta.getSentList,
    request: listRequest(LISTS.messageStation.getSentList, {}),
    response: z.object({
      total: z.int(),
      list: z.array(
        z.object({
          id: z.int(),
          receiverName: z.string(),
          title: z.string(),
          content: z.string(),
          status: z.union([z.literal(0), z.literal(1)]),
          createTime: z.string(),
        }),
      ),
    }),
  }),
  delete: defineCall({
    ...messageStationMeta.delete,
    request: z.object({ ids: idList() }),
    response: z.object({ deleted: z.int() }),
  }),
};

const delivery = () =>
  z.enum(DELIVERY_CHOICES, { error: "must be 'station', 'email', 'both' or 'none'" });

export const messagePreference = {
  getList: defineCall({
    ...messagePreferenceMeta.getList,
    request: empty(),
    response: z.object({
      list: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          channel: z.enum(TEMPLATE_CHANNELS),
          mandatory: z.boolean(),
          delivery: delivery(),
        }),
      ),
    }),
  }),
  update: defineCall({
    ...messagePreferenceMeta.update,
    request: z.object({ code: text(FIELD_LIMITS.common.keyword), delivery: delivery() }),
    response: z.object({ code: z.string(), delivery: delivery() }),
  }),
};
