import { z } from 'zod';
import { mailListMeta } from '../meta/commerce.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { email, id, line, list, nothing, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.commerce;

export const mailListRow = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  /** Addresses on the list that have not unsubscribed. */
  subscribers: z.int(),
  /** Addresses on the list that unsubscribed (never mailed again). */
  optedOut: z.int(),
  campaigns: z.int(),
  lastSentAt: z.string().nullable(),
});
export type MailListRow = z.infer<typeof mailListRow>;

export const subscriberRow = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  addedAt: z.string(),
  /** When the address unsubscribed from all marketing mail; null while subscribed. */
  optedOutAt: z.string().nullable(),
});

export const campaignRow = z.object({
  id: z.int(),
  subject: z.string(),
  sentAt: z.string(),
  sentByName: z.string().nullable(),
  /** Mails queued in the outbox; `skipped`: addresses left out because they unsubscribed. */
  queued: z.int(),
  skipped: z.int(),
});

/** Element schema of `subscribe`, exported so the limits test can walk it. */
export const subscriberInput = z.object({
  email: email(),
  name: line(L.subscriberName).optional().default(''),
});

export const mailList = {
  lists: defineCallOf(
    mailListMeta.lists,
    z.object({}).strip(),
    z.object({ list: z.array(mailListRow) }),
  ),
  /** Adds a list (no `id`) or renames one. */
  save: defineCallOf(
    mailListMeta.save,
    z.object({
      id: id().optional(),
      name: line(L.listName),
      description: plain(L.listDescription).optional().default(''),
    }),
    z.object({ id: z.int() }),
  ),
  subscribers: defineCallOf(
    mailListMeta.subscribers,
    listRequest(LISTS.mailList.subscribers, {
      listId: id(),
      keyword: text(L.keyword).optional().default(''),
    }),
    paged(subscriberRow),
  ),
  /** Adds addresses; one already on the list is counted, not added twice. */
  subscribe: defineCallOf(
    mailListMeta.subscribe,
    z.object({
      listId: id(),
      people: list(subscriberInput, L.subscribeBatch, 'addresses').min(
        1,
        'must name at least 1 address',
      ),
    }),
    z.object({ added: z.int(), already: z.int() }),
  ),
  removeSubscriber: defineCallOf(mailListMeta.removeSubscriber, z.object({ id: id() }), nothing()),
  campaigns: defineCallOf(
    mailListMeta.campaigns,
    z.object({ listId: id() }),
    z.object({ list: z.array(campaignRow) }),
  ),
  /**
   * Sends a campaign to every subscribed address of the list, once per idempotency key: each
   * mail carries its own unsubscribe link and the RFC 8058 one-click headers.
   */
  send: defineCallOf(
    mailListMeta.send,
    z.object({
      listId: id(),
      subject: line(L.subject),
      body: text(L.mailBody),
      idempotencyKey: text(L.idempotencyKey),
    }),
    campaignRow,
  ),
  /** What the unsubscribe page shows before the person confirms: the address, partly hidden. */
  unsubscribeCheck: defineCallOf(
    mailListMeta.unsubscribeCheck,
    z.object({ token: text(L.unsubscribeToken) }),
    z.object({ email: z.string(), unsubscribed: z.boolean() }),
  ),
  unsubscribe: defineCallOf(
    mailListMeta.unsubscribe,
    z.object({ token: text(L.unsubscribeToken) }),
    z.object({ email: z.string(), unsubscribed: z.boolean() }),
  ),
};
