import { LISTS, type StatementStatus } from '@bq/contract/meta';
import type { StatusTagTone } from '@bq/ui';
import { defineList } from '../../../shared/list/listState';
import { pathTo } from '../../../shared/routes/paths';

/**
 * Staff payroll: the statement list's state in the URL
 * (`?tab=draft|…&month=YYYY-MM&keyword=&page=`), its words and tones, and the pages' addresses.
 */

export const STATEMENT_TABS = ['all', 'draft', 'reviewed', 'approved', 'paying', 'paid'] as const;
export const STATEMENTS = defineList({
  key: 'finance.statements',
  contract: LISTS.payroll.statements,
  tabs: STATEMENT_TABS,
  filters: ['month', 'keyword'],
});

export const STATEMENT_STATUS_LABELS: Readonly<
  Record<StatementStatus, { label: string; tone: StatusTagTone }>
> = {
  draft: { label: 'Draft', tone: 'neutral' },
  reviewed: { label: 'Reviewed', tone: 'info' },
  approved: { label: 'Approved', tone: 'warning' },
  paying: { label: 'Payout pending', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
};

export const statementStatusOf = (tab: string): StatementStatus | undefined =>
  tab === 'all'
    ? undefined
    : (STATEMENT_TABS as readonly string[]).includes(tab)
      ? (tab as StatementStatus)
      : undefined;

/** A pay period typed as `YYYY-MM`, or undefined while it is not one. */
export function monthOf(text: string): string | undefined {
  const month = text.trim();
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined;
}

/** The list's request from its URL state (a half-typed month is left out, not sent). */
export function statementRequestOf(state: {
  tab: string;
  filters: { month: string; keyword: string };
}) {
  const status = statementStatusOf(state.tab);
  const month = monthOf(state.filters.month);
  return {
    ...(status ? { status } : {}),
    ...(month ? { month } : {}),
    keyword: state.filters.keyword.trim(),
  };
}

/** What each action on a statement is called in its history. */
export const STATEMENT_ACTIONS: Readonly<Record<string, string>> = {
  drafted: 'Drafted',
  reviewed: 'Reviewed',
  returned: 'Sent back to draft',
  approved: 'Approved',
  'payout-pending': 'Payout made (pending)',
  paid: 'Paid',
  'payout-voided': 'Payout voided',
};

export const payrollPaths = {
  statements: pathTo('/financial/staffwages/index'),
  /** One statement: `?id=`. */
  statement: pathTo('/financial/staffwages/detail'),
};
