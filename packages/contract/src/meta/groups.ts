import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * Groups and group e-mail. A group belongs to whoever made it; a person whose
 * role holds `group/all` (the office's administrators) sees and keeps every group. The pages gate
 * the calls: the list, the members (`group/detail`) and the sending (`group/send-email`).
 */
const M = MODULE_IDS;

/** How members are added: one by one by name, or everyone holding a role or working in a branch. */
export const GROUP_ADD_BY = ['person', 'role', 'branch'] as const;
export type GroupAddBy = (typeof GROUP_ADD_BY)[number];

/** What a group mail's text is: the office's saved group-mail template, or written for this mail. */
export const GROUP_MAIL_SOURCES = ['template', 'text'] as const;
export type GroupMailSource = (typeof GROUP_MAIL_SOURCES)[number];

/**
 * One member's delivery of a group mail: the outbox's states for an e-mail, `portal` for a letter
 * in the member's message center (their choice), `skipped` for a member who turned group mail off.
 */
export const GROUP_DELIVERY_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'portal',
  'skipped',
] as const;
export type GroupDeliveryState = (typeof GROUP_DELIVERY_STATES)[number];

export const groupMeta = {
  list: meta('bq/group/list', { modules: [M['group/list']] }),
  get: meta('bq/group/get', { modules: [M['group/detail']] }),
  save: meta('bq/group/save', { modules: [M['group/detail']] }, 'json'),
  remove: meta('bq/group/remove', { modules: [M['group/detail']] }),
  addMembers: meta('bq/group/addMembers', { modules: [M['group/detail']] }, 'json'),
  removeMember: meta('bq/group/removeMember', { modules: [M['group/detail']] }),
} as const;

export const groupMailMeta = {
  list: meta('bq/groupMail/list', { modules: [M['group/detail'], M['group/send-email']] }),
  preview: meta('bq/groupMail/preview', { modules: [M['group/send-email']] }, 'json'),
  send: meta('bq/groupMail/send', { modules: [M['group/send-email']] }, 'json'),
  get: meta('bq/groupMail/get', { modules: [M['group/detail'], M['group/send-email']] }),
} as const;
