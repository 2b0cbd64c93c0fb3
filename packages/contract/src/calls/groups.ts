import { z } from 'zod';
import {
  GROUP_ADD_BY,
  GROUP_DELIVERY_STATES,
  GROUP_MAIL_SOURCES,
  groupMailMeta,
  groupMeta,
} from '../meta/groups.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { id, line, list, nothing, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.group;

export const groupRow = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  ownerId: z.int(),
  ownerName: z.string(),
  members: z.int(),
  /** Members who turned group mail off: a mail skips them. */
  optedOut: z.int(),
  mails: z.int(),
  lastMailAt: z.string().nullable(),
  version: z.int(),
});
export type GroupRow = z.infer<typeof groupRow>;

export const groupMember = z.object({
  userId: z.int(),
  name: z.string(),
  /**
   * Address, roles and branch: null for a viewer who does not manage people (user management),
   * but for their own row.
   */
  email: z.string().nullable(),
  roles: z.array(z.string()).nullable(),
  branch: z.string().nullable(),
  /** How they came in: by name, or with a role or branch (named in `addedWith`). */
  addedBy: z.enum(GROUP_ADD_BY),
  addedWith: z.string(),
  addedAt: z.string(),
  /** Whether they turned group mail off (message center preferences). */
  optedOut: z.boolean(),
});

export const groupMailRow = z.object({
  id: z.int(),
  groupId: z.int(),
  groupName: z.string(),
  subject: z.string(),
  source: z.enum(GROUP_MAIL_SOURCES),
  sentAt: z.string(),
  sentByName: z.string(),
  recipients: z.int(),
  /** Counts by delivery state, each state present (0 when none). */
  delivery: z.object(
    Object.fromEntries(GROUP_DELIVERY_STATES.map((s) => [s, z.int()])) as Record<
      (typeof GROUP_DELIVERY_STATES)[number],
      z.ZodInt
    >,
  ),
});

export const groupDelivery = z.object({
  userId: z.int(),
  name: z.string(),
  /** Null, with `lastError`, for a viewer who does not manage people, but on their own row. */
  email: z.string().nullable(),
  state: z.enum(GROUP_DELIVERY_STATES),
  attempts: z.int(),
  /** When the e-mail went or the letter was put in the message center. */
  deliveredAt: z.string().nullable(),
  /** The mail server's last refusal of a failed or retried e-mail. */
  lastError: z.string().nullable(),
});

const mailFields = {
  groupId: id(),
  source: z.enum(GROUP_MAIL_SOURCES, { error: "must be 'template' or 'text'" }),
  /** Written for this mail; with the template source, the template's texts are used instead. */
  subject: line(L.subject).optional().default(''),
  body: plain(L.mailBody).optional().default(''),
};

export const group = {
  /** The caller's groups (every group for `group/all`), by name. */
  list: defineCallOf(
    groupMeta.list,
    listRequest(LISTS.group.list, { keyword: text(L.keyword).optional().default('') }),
    paged(groupRow),
  ),
  /** A group with its members, by name. */
  get: defineCallOf(
    groupMeta.get,
    z.object({ id: id() }),
    groupRow.extend({ memberList: z.array(groupMember), canSend: z.boolean() }),
  ),
  /** Makes a group (no id) or renames one; an edit names the version it read. */
  save: defineCallOf(
    groupMeta.save,
    z.object({
      id: id().optional(),
      name: line(L.name, 1),
      description: plain(L.description).optional().default(''),
      version: z.int().min(1).optional(),
    }),
    groupRow,
  ),
  /** Removes a group and its members; the mails sent to it stay, with its name. */
  remove: defineCallOf(groupMeta.remove, z.object({ id: id() }), nothing()),
  /**
   * Adds people by name, or everyone who holds a role or works in a branch today (a later change
   * of role or branch does not move them: a group is its list of people).
   */
  addMembers: defineCallOf(
    groupMeta.addMembers,
    z.discriminatedUnion(
      'by',
      [
        z.object({
          groupId: id(),
          by: z.literal('person'),
          userIds: list(id(), L.addPeople, 'people').min(1, 'must name at least one person'),
        }),
        z.object({ groupId: id(), by: z.literal('role'), roleId: id() }),
        z.object({ groupId: id(), by: z.literal('branch'), branchId: id() }),
      ],
      { error: "must be 'person', 'role' or 'branch'" },
    ),
    z.object({ added: z.int(), already: z.int() }),
  ),
  removeMember: defineCallOf(
    groupMeta.removeMember,
    z.object({ groupId: id(), userId: id() }),
    nothing(),
  ),
};

export const groupMail = {
  /** The mails sent to a group, newest first, with their delivery counts. */
  list: defineCallOf(
    groupMailMeta.list,
    z.object({ groupId: id() }),
    z.object({ list: z.array(groupMailRow) }),
  ),
  /** The mail as the first member would get it, and how many would get it or be skipped. */
  preview: defineCallOf(
    groupMailMeta.preview,
    z.object(mailFields),
    z.object({
      subject: z.string(),
      body: z.string(),
      sampleName: z.string().nullable(),
      recipients: z.int(),
      skipped: z.int(),
    }),
  ),
  /**
   * Sends one message per member through the message center, once per idempotency key: an
   * e-mail through the outbox (retried until it goes), or a letter for those who chose the
   * portal; members who turned group mail off are skipped and counted.
   */
  send: defineCallOf(
    groupMailMeta.send,
    z.object({ ...mailFields, idempotencyKey: text(L.idempotencyKey) }),
    groupMailRow,
  ),
  /** A group mail with each member's delivery. */
  get: defineCallOf(
    groupMailMeta.get,
    z.object({ id: id() }),
    groupMailRow.extend({ body: z.string(), deliveries: z.array(groupDelivery) }),
  ),
};
