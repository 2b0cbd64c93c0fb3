import { describe, expect, it } from 'vitest';
import { route } from '../../../shared/routes/routeDef';
import { matchPages, menuPages } from './searchPages';

const page = { load: async () => ({ default: () => null }) };
const table = [
  route('/transaction', 'Transaction', '交易', {
    children: [
      route('caselist/:status?', 'Case list', '案件列表'),
      route('sell-process', 'Sell', '卖房', { hidden: true }),
      route('unbuilt', 'Not built yet', '未建'),
    ],
  }),
  route('/group', 'Group', '群组', {
    redirect: true,
    children: [route('list', 'Groups', '群组列表')],
  }),
];
const pages = {
  '/transaction/caselist/:status?': page,
  '/transaction/sell-process': page,
  '/group/list': page,
};

describe('the pages the search box finds', () => {
  it('are the built, shown pages of the role’s routes, optional parameters dropped', () => {
    expect(menuPages(table, pages)).toEqual([
      {
        path: '/transaction/caselist',
        title: 'Case list',
        titleZh: '案件列表',
        parent: 'Transaction',
        parentZh: '交易',
      },
      {
        path: '/group/list',
        title: 'Groups',
        titleZh: '群组列表',
        parent: 'Group',
        parentZh: '群组',
      },
    ]);
  });

  it('match every word in either language or their group', () => {
    const entries = menuPages(table, pages);
    expect(matchPages(entries, 'case').map((p) => p.path)).toEqual(['/transaction/caselist']);
    expect(matchPages(entries, '群组').map((p) => p.path)).toEqual(['/group/list']);
    expect(matchPages(entries, 'transaction list').map((p) => p.path)).toEqual([
      '/transaction/caselist',
    ]);
    expect(matchPages(entries, '  ')).toEqual([]);
  });
});
