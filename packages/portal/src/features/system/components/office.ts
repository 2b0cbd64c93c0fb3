import type { DictionaryEntry, DictionaryKind, ExternalLink } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';

/** The office's lists under /system: form values and what the pages call things. */

const L = FIELD_LIMITS.office;

export const DICTIONARY_TEXT: Record<DictionaryKind, { title: string; help: string }> = {
  recruitSource: {
    title: 'Recruiting sources',
    help: 'How an agent came to the office, chosen on Referral & Recruiting Management.',
  },
};

export interface DictionaryFormValues {
  code: string;
  label: string;
  labelZh: string;
  sort: string;
  active: boolean;
}
export const DICTIONARY_TEXT_LIMITS = {
  code: L.code,
  label: L.label,
  labelZh: L.labelZh,
} as const;

export function dictionaryFormOf(entry: DictionaryEntry | null, nextSort: number) {
  return entry
    ? { ...entry, sort: String(entry.sort) }
    : { code: '', label: '', labelZh: '', sort: String(nextSort), active: true };
}

export interface LinkFormValues {
  title: string;
  url: string;
  description: string;
  sort: string;
  active: boolean;
}
export const LINK_TEXT_LIMITS = {
  title: L.linkTitle,
  url: L.url,
  description: L.linkDescription,
} as const;

export function linkFormOf(link: ExternalLink | null, nextSort: number): LinkFormValues {
  return link
    ? { ...link, sort: String(link.sort) }
    : { title: '', url: 'https://', description: '', sort: String(nextSort), active: true };
}

/** After the last sort position, in steps of ten (room to slip one in between). */
export const nextSortOf = (rows: readonly { sort: number }[]) =>
  rows.reduce((max, row) => Math.max(max, row.sort), 0) + 10;

export const BOARD_TEXT_LIMITS = {
  name: L.boardName,
  shortName: L.shortName,
  mls: L.mls,
  website: L.website,
  memberNo: L.memberNo,
} as const;

export const RECRUIT_TEXT_LIMITS = { note: L.note } as const;

export const systemPaths = {
  boards: '/system/associationmgt/index',
  board: (id?: number) => `/system/associationmgt/edit${id ? `?id=${id}` : ''}`,
  recruits: '/system/agent-activity/index',
  recruit: (id?: number) => `/system/agent-activity/edit${id ? `?id=${id}` : ''}`,
};
