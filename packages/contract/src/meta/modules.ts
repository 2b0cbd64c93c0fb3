/**
 * Module (menu, page and permission-item) ids shared by the server's role tree and the portal's
 * route table. Ids the specification names are kept; every other id was assigned by us with the
 * pattern `7000000000 00 TT CC` (TT = top-level route number, CC = child number, 00 = the menu
 * itself) so an id tells where it lives. Never renumber: stored roles reference these ids.
 */
export const MODULE_IDS = {
  home: '4440686309019648',
  'home/dashboard': '7000000000000101',
  'home/mine-msg': '7000000000000102',
  'home/sending-letter': '7000000000000103',

  transaction: '4440787274305536',
  'transaction/caselist': '7000000000000201',
  'transaction/purchase-new': '7000000000000202',
  'transaction/purchase-not': '7000000000000203',
  'transaction/pm': '7000000000000204',
  'transaction/mortgage': '7000000000000205',
  'transaction/referral': '7000000000000206',
  'transaction/listing': '7000000000000207',
  'transaction/history': '7000000000000208',
  /** Permission item: shows the "Create new" button (spec §6). */
  'transaction/create-new': '6473127978733605',

  approval: '4440829863268352',
  'approval/apply': '7000000000000301',
  /** The spec's 'approval' (examine) role: deciding other people's applications. */
  'approval/examine': '6473127978733579',

  userroles: '4441294403407872',
  'userroles/usermgt': '7000000000000401',
  'userroles/rolemgt': '7000000000000402',
  'userroles/branchmgt': '7000000000000403',
  'userroles/coach-agreement': '7000000000000404',

  messagecenter: '4447746081820672',
  'messagecenter/email': '7000000000000501',
  'messagecenter/message': '7000000000000502',

  financial: '4440741841604608',
  'financial/staffwages': '7000000000000601',
  'financial/token': '7000000000000602',
  'financial/statistics': '7000000000000603',
  'financial/lectirer-pay': '7000000000000604',
  'financial/vendor-pay': '7000000000000605',
  'financial/order-receipt': '7000000000000606',
  'financial/confirm': '7000000000000607',
  'financial/order-refund': '7000000000000608',
  /** Permission item: releases money, paying a pay statement or a payment out. */
  'financial/payout': '7000000000000620',
  'financial/tax-1099': '7000000000000621',
  'financial/commission-plans': '7000000000000622',
  'financial/month-close': '7000000000000623',
  'financial/corrections': '7000000000000624',

  system: '7000000000000700',
  'system/index': '7000000000000701',
  'system/dictionary': '7000000000000702',
  'system/filemgt': '7000000000000703',
  'system/listingaudit': '7000000000000704',
  'system/server-config': '7000000000000705',
  'system/associationmgt': '7000000000000706',
  'system/agent-activity': '7000000000000707',
  'system/link': '7000000000000708',
  'system/course-properties': '7000000000000709',
  'system/commodity-content-type': '7000000000000710',
  'system/blacklist': '7000000000000711',
  'system/change-log': '7000000000000712',
  'system/security-log': '7000000000000713',
  'system/jobs': '7000000000000714',

  calendar: '7000000000000800',
  'calendar/index': '7000000000000801',

  'bq-institute': '7000000000000900',
  'bq-institute/course-hall': '7000000000000901',
  'bq-institute/lecturers-list': '7000000000000902',
  'bq-institute/coachs-list': '7000000000000903',

  'college-manage': '7000000000001000',
  'college-manage/course-list': '7000000000001001',
  'college-manage/course-order': '7000000000001002',
  'college-manage/registration-list': '7000000000001003',

  'lecturer-center': '7000000000001100',
  'lecturer-center/lecturer-home': '7000000000001101',
  'lecturer-center/courses-management': '7000000000001102',

  'coach-center': '7000000000001200',
  'coach-center/coach-home': '7000000000001201',

  'agent-center': '7000000000001300',
  'agent-center/personal': '7000000000001301',
  'agent-center/my-order': '7000000000001302',
  'agent-center/my-course': '7000000000001303',
  'agent-center/my-coach': '7000000000001304',
  'agent-center/my-Commodity-order': '7000000000001305',

  'buy-car': '7000000000001400',
  'buy-car/index': '7000000000001401',

  'housing-manage': '7000000000001500',
  'housing-manage/h-list': '7000000000001501',
  'housing-manage/h-edit': '7000000000001502',
  'housing-manage/h-detail': '7000000000001503',
  'housing-manage/h-share': '7000000000001504',
  'housing-manage/h-mould': '7000000000001505',

  marketing: '7000000000001600',
  'marketing/maillist': '7000000000001601',
  'marketing/marketing-order-manage': '7000000000001602',
  'marketing/commodity-manage': '7000000000001603',
  'marketing/confirmorder': '7000000000001604',

  group: '7000000000001700',
  'group/list': '7000000000001701',
  'group/detail': '7000000000001702',
  'group/send-email': '7000000000001703',
  /** A permission item: every group of the office, not only one's own. */
  'group/all': '7000000000001704',

  'statistical-awards': '7000000000001800',
  'statistical-awards/statistical': '7000000000001801',
  'statistical-awards/awards': '7000000000001802',
  'statistical-awards/manage': '7000000000001803',
} as const;

export type ModuleKey = keyof typeof MODULE_IDS;
export type ModuleId = (typeof MODULE_IDS)[ModuleKey];

export type ModuleKind = 'menu' | 'page' | 'permission';

export interface ModuleNode {
  readonly id: string;
  /** Route path relative to `/` (menus) or to the parent menu (pages); a name for permissions. */
  readonly key: string;
  readonly title: string;
  readonly kind: ModuleKind;
  readonly children: readonly ModuleNode[];
}

const TITLES: Record<string, string> = {
  home: 'Home',
  transaction: 'Transaction',
  approval: 'Approval',
  userroles: 'User management',
  messagecenter: 'Message center',
  financial: 'Financial',
  system: 'Systems configuration',
  calendar: 'Calendar',
  'bq-institute': 'BQ Institute',
  'college-manage': 'College management',
  'lecturer-center': 'Lecturer center',
  'coach-center': 'Coach center',
  'agent-center': 'Agent center',
  'buy-car': 'My Cart',
  'housing-manage': 'Listings',
  marketing: 'Marketplace',
  group: 'Group',
  'statistical-awards': 'Statistics and awards',
  'transaction/create-new': 'Create new',
  'approval/examine': 'Approval',
  'financial/payout': 'Pay out (release payments)',
  'financial/tax-1099': '1099 summary',
  'financial/commission-plans': 'Commission plans',
  'financial/month-close': 'Month close',
  'financial/corrections': 'Ledger corrections',
  'statistical-awards/manage': 'Close periods, give awards',
  'group/all': "All the office's groups",
};

/** Module ids that are permission items (a button's right), not pages. */
const PERMISSION_ITEMS = new Set([
  'transaction/create-new',
  'financial/payout',
  'statistical-awards/manage',
  'group/all',
]);

function titleOf(key: string): string {
  const known = TITLES[key];
  if (known) return known;
  const last = key.slice(key.lastIndexOf('/') + 1);
  return last.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The module tree, derived from MODULE_IDS so the two cannot disagree. */
export const MODULE_TREE: readonly ModuleNode[] = (() => {
  const entries = Object.entries(MODULE_IDS) as [string, string][];
  return entries
    .filter(([key]) => !key.includes('/'))
    .map(([menu, id]) => ({
      id,
      key: menu,
      title: titleOf(menu),
      kind: 'menu' as const,
      children: entries
        .filter(([key]) => key.startsWith(`${menu}/`))
        .map(([key, childId]) => ({
          id: childId,
          key: key.slice(menu.length + 1),
          title: titleOf(key),
          kind: PERMISSION_ITEMS.has(key) ? ('permission' as const) : ('page' as const),
          children: [],
        })),
    }));
})();

/** Every module id with its parent menu id (null for menus); what the server's table holds. */
export function flattenModules(
  tree: readonly ModuleNode[] = MODULE_TREE,
): { id: string; parentId: string | null; key: string; title: string; kind: ModuleKind }[] {
  return tree.flatMap((menu) => [
    { id: menu.id, parentId: null, key: menu.key, title: menu.title, kind: menu.kind },
    ...menu.children.map((c) => ({
      id: c.id,
      parentId: menu.id,
      key: c.key,
      title: c.title,
      kind: c.kind,
    })),
  ]);
}
