import { applicationFlowMeta, MODULE_IDS as M, tranCaseMeta } from '@bq/contract/meta';
import { type RouteDef, route } from '../../../shared/routes/routeDef';

const detail = { hidden: true, returnButton: 'back' } as const;
/**
 * Whoever the server lets read cases (approvers, finance) reaches the case list and a case's
 * page, whatever their menu says: they review and close cases there, read-only but for their own
 * moves.
 */
const caseReaders = tranCaseMeta.search.permission.modules;

/** Spec §2: home, transaction, approval. */
export const workRoutes: readonly RouteDef[] = [
  route('/home', 'Home', '首页', {
    roleId: M.home,
    roleChildren: true,
    children: [
      route('', 'Dashboard', '工作台', { roleId: M['home/dashboard'] }),
      route('mine-msg', 'Notifications', '消息通知', { roleId: M['home/mine-msg'] }),
      route('sending-letter/:name?/:id?', 'Send a letter', '发送信件', {
        roleId: M['home/sending-letter'],
        ...detail,
      }),
    ],
  }),
  route('/transaction', 'Transaction', '交易', {
    roleId: M.transaction,
    roleChildren: true,
    children: [
      route('caselist/:status?', 'Case list', '案件列表', {
        roleId: M['transaction/caselist'],
        grantedBy: caseReaders,
      }),
      ...(
        [
          ['purchase-new', 'Purchase (new construction)', '购房（新房）'],
          ['purchase-not', 'Purchase (resale)', '购房（二手房）'],
          ['pm', 'Property management', '物业管理'],
          ['mortgage', 'Mortgage', '贷款'],
          ['referral', 'Referral', '转介'],
          ['listing', 'Listing', '挂牌'],
        ] as const
      ).flatMap(([key, title, titleZh]) => [
        route(key, title, titleZh, {
          roleId: M[`transaction/${key}`],
          hidden: true,
          returnButton: 'case-create',
          caseEditor: true,
        }),
        route(`${key}-process`, `${title} — processing`, `${titleZh}处理`, {
          roleId: M[`transaction/${key}`],
          grantedBy: caseReaders,
          hidden: true,
          returnButton: 'case-process',
          caseEditor: true,
        }),
      ]),
      route('history', 'Case history', '案件历史', {
        roleId: M['transaction/history'],
        redirect: true,
        children: [
          route('history-index/:addressStr?', 'Case history', '案件历史'),
          route('history-det/:hisId?/:addressStr?', 'History detail', '历史详情', detail),
        ],
      }),
    ],
  }),
  route('/approval', 'Approval', '审批', {
    roleId: M.approval,
    roleChildren: true,
    children: [
      route('apply', 'Apply', '申请', {
        roleId: M['approval/apply'],
        redirect: true,
        children: [
          route('index', 'My applications', '我的申请'),
          route('tutor', 'Tutoring application', '辅导申请', detail),
          route('wages/:type', 'Wages application', '工资申请', detail),
          route('entry', 'Entry application', '入职申请', detail),
          route('coach-cost', 'Coach cost application', '教练费用申请', detail),
          route('vendor', 'Vendor application', '供应商申请', detail),
          // Not in spec §2: the applicant's read-only view of one application (the examine
          // detail's page; the examine group is not the applicant's). See docs/decisions/applications.md.
          route('detail/:id/:type/:status?', 'Application detail', '申请详情', detail),
        ],
      }),
      route('examine', 'Examine', '审批', {
        roleId: M['approval/examine'],
        // Whoever the server lets list and decide (finance for a vendor payment's finance step)
        // reaches the queue, whatever their menu says.
        grantedBy: applicationFlowMeta.search.permission.modules,
        redirect: true,
        children: [
          route('index', 'Pending approvals', '待审批'),
          route('approval-detail/:id/:type/:status?', 'Approval detail', '审批详情', detail),
          route('coach-cost', 'Coach cost approval', '教练费用审批', detail),
          route('vendor', 'Vendor approval', '供应商审批', detail),
        ],
      }),
    ],
  }),
];
