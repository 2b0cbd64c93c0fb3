import type { SearchKind } from '@bq/contract/meta';
import type { Language } from '../../../shared/layout/store';

/** The search box's words in both languages (1 Chinese, 2 English), as the shell's toggle says. */
export const SEARCH_TEXTS = {
  // Not "Search" in English: the lists' own Search buttons are found by that name.
  box: ['查找…', 'Find…'],
  title: ['查找', 'Find'],
  placeholder: ['查找案件、人员、订单、页面…', 'Find cases, people, orders, pages…'],
  empty: ['没有找到', 'Nothing found'],
  loading: ['搜索中…', 'Searching…'],
  exact: ['完全匹配', 'Exact match'],
  recent: ['最近', 'Recent'],
  pages: ['页面', 'Pages'],
} as const;

export const KIND_HEADINGS: Record<SearchKind, readonly [string, string]> = {
  case: ['案件', 'Cases'],
  person: ['人员', 'People'],
  application: ['申请', 'Applications'],
  course: ['课程', 'Courses'],
  order: ['订单', 'Orders'],
  product: ['商品', 'Products'],
  listing: ['房源', 'Listings'],
  statement: ['工资单', 'Pay statements'],
  group: ['群组', 'Groups'],
};

export const say = (language: Language, pair: readonly [string, string]) =>
  pair[language === 2 ? 1 : 0];
