import { meta } from './define.js';
import { MODULE_IDS } from './modules.js';

/**
 * The office's lists under `/system`: the dictionary of choices, the
 * boards (associations of realtors) and their members, who recruited whom, the external links,
 * and the configuration overview. Each is changed only by those holding its page; what the forms
 * and the home page read is open to every signed-in staff member.
 */
const M = MODULE_IDS;

/**
 * The lists the dictionary holds; a form names the kind it offers. Only lists the office shapes
 * itself: property types and statuses are RESO's (meta/listings.ts), a case's documents are the
 * transaction-documents configuration.
 */
export const DICTIONARY_KINDS = ['recruitSource'] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];

export const officeDictionaryMeta = {
  list: meta('bq/system/dictionary/list', 'user'),
  save: meta('bq/system/dictionary/save', { modules: [M['system/dictionary']] }, 'json'),
} as const;

export const associationMeta = {
  list: meta('bq/system/association/list', { modules: [M['system/associationmgt']] }),
  get: meta('bq/system/association/get', { modules: [M['system/associationmgt']] }),
  save: meta('bq/system/association/save', { modules: [M['system/associationmgt']] }, 'json'),
  addMember: meta('bq/system/association/addMember', { modules: [M['system/associationmgt']] }),
  endMember: meta('bq/system/association/endMember', { modules: [M['system/associationmgt']] }),
} as const;

export const recruitmentMeta = {
  list: meta('bq/system/recruitment/list', { modules: [M['system/agent-activity']] }),
  get: meta('bq/system/recruitment/get', { modules: [M['system/agent-activity']] }),
  save: meta('bq/system/recruitment/save', { modules: [M['system/agent-activity']] }, 'json'),
} as const;

export const externalLinkMeta = {
  list: meta('bq/system/link/list', { modules: [M['system/link']] }),
  save: meta('bq/system/link/save', { modules: [M['system/link']] }, 'json'),
  /** The links in use, for the staff's home page. */
  visible: meta('bq/system/link/visible', 'user'),
} as const;

export const systemOverviewMeta = {
  get: meta('bq/system/overview', { modules: [M['system/index']] }),
} as const;
