import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import {
  associationMeta,
  DICTIONARY_KINDS,
  externalLinkMeta,
  officeDictionaryMeta,
  recruitmentMeta,
  systemOverviewMeta,
} from '../meta/office.js';
import { defineCallOf } from './define.js';
import { bool, day, empty, id, int, line, nothing, paged, plain, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.office;
const kind = () =>
  z.enum(DICTIONARY_KINDS, { error: `must be one of ${DICTIONARY_KINDS.join(', ')}` });
const sortKey = () => int({ min: 0, max: 9999 });

export const dictionaryEntry = z.object({
  id: z.int(),
  kind: z.enum(DICTIONARY_KINDS),
  /** What records store; never renamed. */
  code: z.string(),
  label: z.string(),
  labelZh: z.string(),
  sort: z.int(),
  active: z.boolean(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;

export const officeDictionary = {
  /** The entries of one list (or all), by sort order; switched-off entries are marked, kept. */
  list: defineCallOf(
    officeDictionaryMeta.list,
    z.object({ kind: kind().optional() }),
    z.object({ list: z.array(dictionaryEntry) }),
  ),
  /**
   * Adds an entry (no id) or changes one's label, order or use; a code is fixed once made, since
   * records store it.
   */
  save: defineCallOf(
    officeDictionaryMeta.save,
    z.object({
      id: id().optional(),
      kind: kind(),
      code: text(L.code, 1).refine(
        (s) => /^[a-z][a-z0-9-]*$/.test(s),
        'must be lower-case letters, digits and hyphens, starting with a letter',
      ),
      label: line(L.label, 1),
      labelZh: line(L.labelZh).optional().default(''),
      sort: sortKey().optional().default(0),
      active: bool().optional().default(true),
    }),
    dictionaryEntry,
  ),
};

export const associationRow = z.object({
  id: z.int(),
  name: z.string(),
  shortName: z.string(),
  mls: z.string(),
  website: z.string(),
  active: z.boolean(),
  /** Agents whose membership is in force. */
  members: z.int(),
});

export const associationMember = z.object({
  id: z.int(),
  agentId: z.int(),
  name: z.string(),
  email: z.string(),
  memberNo: z.string(),
  joinedOn: z.string(),
  /** The agent's status after this board (2: licensed, in no board). */
  agentStatus: z.int(),
});

const associationFields = {
  name: line(L.boardName, 1),
  shortName: line(L.shortName).optional().default(''),
  mls: line(L.mls).optional().default(''),
  /** A secure web address (https://), checked by the server; empty for none. */
  website: line(L.website).optional().default(''),
  active: bool().optional().default(true),
};

export const association = {
  list: defineCallOf(
    associationMeta.list,
    listRequest(LISTS.association.list, { keyword: text(L.keyword).optional().default('') }),
    paged(associationRow),
  ),
  /** A board with its members in force, by name. */
  get: defineCallOf(
    associationMeta.get,
    z.object({ id: id() }),
    associationRow.extend({ memberList: z.array(associationMember) }),
  ),
  /** Adds a board (no id) or edits one; a board is switched off, never deleted. */
  save: defineCallOf(
    associationMeta.save,
    z.object({ id: id().optional(), ...associationFields }),
    associationRow,
  ),
  /** Records an agent as a member from a day (today by default); their status follows. */
  addMember: defineCallOf(
    associationMeta.addMember,
    z.object({
      associationId: id(),
      agentId: id(),
      memberNo: line(L.memberNo).optional().default(''),
      joinedOn: day().optional(),
    }),
    associationMember,
  ),
  /** Ends a membership today (kept as history); the agent's status follows. */
  endMember: defineCallOf(associationMeta.endMember, z.object({ id: id() }), nothing()),
};

export const recruitmentRow = z.object({
  id: z.int(),
  agentId: z.int(),
  agentName: z.string(),
  recruiterId: z.int().nullable(),
  recruiterName: z.string().nullable(),
  source: z.string(),
  /** The source's label in the dictionary (the code when it has none). */
  sourceLabel: z.string(),
  recruitedOn: z.string(),
  note: z.string(),
});

export const recruitment = {
  /** Who recruited whom, newest first; by recruiter and by a name. */
  list: defineCallOf(
    recruitmentMeta.list,
    listRequest(LISTS.recruitment.list, {
      recruiterId: id().optional(),
      keyword: text(L.keyword).optional().default(''),
    }),
    paged(recruitmentRow),
  ),
  get: defineCallOf(recruitmentMeta.get, z.object({ id: id() }), recruitmentRow),
  /**
   * Records how an agent came to the office (one record per agent): who brought them, the
   * source from the dictionary, the day. An agent cannot have recruited themselves.
   */
  save: defineCallOf(
    recruitmentMeta.save,
    z.object({
      id: id().optional(),
      agentId: id(),
      recruiterId: id().nullable().optional().default(null),
      source: text(L.code, 1),
      recruitedOn: day(),
      note: plain(L.note).optional().default(''),
    }),
    recruitmentRow,
  ),
};

export const externalLink = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  sort: z.int(),
  active: z.boolean(),
});
export type ExternalLink = z.infer<typeof externalLink>;

export const externalLinks = {
  list: defineCallOf(externalLinkMeta.list, empty(), z.object({ list: z.array(externalLink) })),
  /** Adds a link (no id) or edits one; switched off, it leaves the home page. */
  save: defineCallOf(
    externalLinkMeta.save,
    z.object({
      id: id().optional(),
      title: line(L.linkTitle, 1),
      /** A secure web address (https://), checked by the server. */
      url: line(L.url, 1),
      description: line(L.linkDescription).optional().default(''),
      sort: sortKey().optional().default(0),
      active: bool().optional().default(true),
    }),
    externalLink,
  ),
  visible: defineCallOf(
    externalLinkMeta.visible,
    empty(),
    z.object({ list: z.array(externalLink.omit({ active: true, sort: true })) }),
  ),
};

export const systemOverview = {
  /** How much each configuration page holds, for `/system/index`. */
  get: defineCallOf(
    systemOverviewMeta.get,
    empty(),
    z.object({
      dictionaryEntries: z.int(),
      associations: z.int(),
      boardMembers: z.int(),
      recruitments: z.int(),
      links: z.int(),
      blacklistEntries: z.int(),
    }),
  ),
};
