import { MODULE_IDS as M } from '@bq/contract/meta';
import { type RouteDef, route } from '../../../shared/routes/routeDef';

const detail = { hidden: true, returnButton: 'back' } as const;

/** Spec §2: user management, message center, financial, systems configuration, calendar. */
export const adminRoutes: readonly RouteDef[] = [
  route('/userroles', 'User management', '用户管理', {
    roleId: M.userroles,
    roleChildren: true,
    children: [
      route('usermgt', 'Users', '用户', {
        roleId: M['userroles/usermgt'],
        redirect: true,
        children: [
          route('index', 'Users', '用户'),
          route('dreun-list', 'Unmatched DRE', '未匹配DRE'),
          route('coach-agreement', 'Coach agreement', '教练协议', {
            hidden: true,
            redirect: '/userroles/coach-agreement/add',
          }),
          route('expand/:id/:edit?/:agentId?', 'User detail', '用户详情', detail),
          route('admin-history', 'Admin history', '管理记录', detail),
        ],
      }),
      route('rolemgt', 'Roles', '角色', {
        roleId: M['userroles/rolemgt'],
        redirect: true,
        children: [
          route('index', 'Roles', '角色'),
          route('type-setting', 'Departments', '部门设置', detail),
        ],
      }),
      route('branchmgt', 'Branches', '分支机构', {
        roleId: M['userroles/branchmgt'],
        redirect: true,
        children: [
          route('index', 'Branches', '分支机构'),
          route('region-setting', 'Regions', '区域设置', detail),
        ],
      }),
      route('coach-agreement', 'Coach agreements', '教练协议', {
        roleId: M['userroles/coach-agreement'],
        redirect: true,
        children: [
          route('index', 'Coach agreements', '教练协议'),
          route('add', 'New coach agreement', '新建教练协议', detail),
        ],
      }),
    ],
  }),
  route('/messagecenter', 'Message center', '消息中心', {
    roleId: M.messagecenter,
    roleChildren: true,
    children: [
      route('email', 'E-mail templates', '邮件模板', {
        roleId: M['messagecenter/email'],
        redirect: true,
        children: [
          route('index', 'E-mail templates', '邮件模板'),
          route('updata', 'Edit e-mail template', '编辑邮件模板', detail),
        ],
      }),
      route('message', 'Station messages', '站内信', {
        roleId: M['messagecenter/message'],
        redirect: true,
        children: [
          route('index', 'Station messages', '站内信'),
          route('form-mgt', 'Message templates', '消息模板', detail),
          route('send-msg', 'Send a message', '发送消息', detail),
        ],
      }),
    ],
  }),
  route('/financial', 'Financial', '财务', {
    roleId: M.financial,
    roleChildren: true,
    children: [
      ...(
        [
          ['staffwages', 'Staff payroll', '员工工资', 'index', 'detail'],
          ['token', 'Tokens', '代币', 'index', 'check-account'],
          ['statistics', 'Statistics', '统计', 'index', 'analysis'],
          ['lectirer-pay', 'Lecturer payments', '讲师付款', 'index', 'detail'],
          ['vendor-pay', 'Vendor payments', '供应商付款', 'index', 'detail'],
        ] as const
      ).map(([key, title, titleZh, index, second]) =>
        route(key, title, titleZh, {
          roleId: M[`financial/${key}`],
          redirect: true,
          children: [
            route(index, title, titleZh),
            route(second, `${title} — ${second}`, `${titleZh}详情`, detail),
          ],
        }),
      ),
      route('order-receipt', 'Order receipts', '订单收款', {
        roleId: M['financial/order-receipt'],
        redirect: true,
        children: [
          route('index', 'Order receipts', '订单收款'),
          route('detail/:id?/:courseId?', 'Receipt detail', '收款详情', detail),
        ],
      }),
      // Ours: the year-end 1099-NEC summary and the payees missing a W-9.
      route('tax-1099', '1099 summary', '1099 汇总', { roleId: M['financial/tax-1099'] }),
      // Ours: commission plans as data, their terms added from a day on.
      route('commission-plans', 'Commission plans', '佣金方案', {
        roleId: M['financial/commission-plans'],
      }),
      // Ours: closing a ledger month once its checks pass, and the reconciliation.
      route('month-close', 'Month close', '月结', { roleId: M['financial/month-close'] }),
      // Ours: the journal export for the office's books (QuickBooks), on the statistics module that
      // its calls ride on.
      route('accounting-export', 'Accounting export', '会计导出', {
        roleId: M['financial/statistics'],
      }),
      // Ours: agents' recurring fees, their monthly billing run and the agents below zero, on the
      // staff payroll module its calls ride on (the fees are settled on the pay statements).
      route('agent-fees', 'Agent fees', '经纪人费用', { roleId: M['financial/staffwages'] }),
      // Ours: each closed case's referral fee owed to the referring brokerage and its payouts, on
      // the vendor payments' module (money owed to outside businesses, read by the same people).
      route('referral-fees', 'Referral fees', '推荐费', { roleId: M['financial/vendor-pay'] }),
      // Ours: paying by bank file (NACHA): batches of pending payouts released by a second person,
      // their files and bank returns, on the pay-out permission that every one of its calls needs.
      route('bank-files', 'Bank files', '银行付款文件', { roleId: M['financial/payout'] }),
      // Ours: ledger corrections, the second person's list of proposals.
      route('corrections', 'Ledger corrections', '账目更正', {
        roleId: M['financial/corrections'],
      }),
      // Ours: one case's ledger (its closing's waterfall, title/escrow receipts), on the ledger's
      // module; reached from the month close's list of cases still owed by title/escrow.
      route('case-ledger/:id?', 'Case ledger', '案件账目', {
        roleId: M['financial/corrections'],
        hidden: true,
      }),
      route('confirm/:id?/:courseId?', 'Lecturer payment confirm', '讲师付款确认', {
        roleId: M['financial/confirm'],
        hidden: true,
        returnButton: 'receipt-list',
      }),
      route('order-refund', 'Order refunds', '订单退款', {
        roleId: M['financial/order-refund'],
        redirect: true,
        children: [
          route('index', 'Order refunds', '订单退款'),
          route('detail/:id?/:orderId?/:courseId?', 'Refund detail', '退款详情', {
            hidden: true,
            returnButton: 'refund-list',
          }),
          route('approval/:id?/:orderId?/:courseId?', 'Refund approval', '退款审批', {
            hidden: true,
            returnButton: 'refund-list',
          }),
        ],
      }),
    ],
  }),
  route('/system', 'Systems configuration', '系统配置', {
    roleId: M.system,
    roleChildren: true,
    children: [
      route('index', 'Systems configuration', '系统配置', { roleId: M['system/index'] }),
      route('dictionary', 'Dictionary', '字典', { roleId: M['system/dictionary'] }),
      route('filemgt', 'Transaction documents', '交易文件', { roleId: M['system/filemgt'] }),
      route('listingaudit', 'Disclosure template', '披露模板', {
        roleId: M['system/listingaudit'],
      }),
      route('server-config', 'Service config', '服务配置', { roleId: M['system/server-config'] }),
      route('associationmgt', 'Association of realtors', '地产协会', {
        roleId: M['system/associationmgt'],
        redirect: true,
        children: [
          route('index', 'Association of realtors', '地产协会'),
          route('edit', 'Edit association', '编辑协会', detail),
        ],
      }),
      route('agent-activity', 'Referral & Recruiting Management', '推荐与招募管理', {
        roleId: M['system/agent-activity'],
        redirect: true,
        children: [
          route('index', 'Referral & Recruiting Management', '推荐与招募管理'),
          route('edit', 'Edit activity', '编辑活动', detail),
        ],
      }),
      route('link', 'External links management', '外部链接管理', { roleId: M['system/link'] }),
      route('course-properties', 'Course properties', '课程属性', {
        roleId: M['system/course-properties'],
      }),
      route('commodity-content-type', 'Product type', '商品类型', {
        roleId: M['system/commodity-content-type'],
      }),
      // Ours: the spec names the blacklist's calls and no page.
      route('blacklist', 'Blacklist', '黑名单', { roleId: M['system/blacklist'] }),
      // Ours (docs/change-log.md): every audited write, by person, record kind and days.
      route('change-log', 'Change log', '变更日志', { roleId: M['system/change-log'] }),
      // Ours (docs/auth.md): sign-ins, failures, two-step, roles and sessions, with address and device.
      route('security-log', 'Security log', '安全日志', { roleId: M['system/security-log'] }),
      // Ours (docs/operations.md "Background jobs"): the durable job queue, its attempts, a retry.
      route('jobs', 'Background jobs', '后台任务', { roleId: M['system/jobs'] }),
    ],
  }),
  route('/calendar', 'Calendar', '日历', {
    roleId: M.calendar,
    roleChildren: true,
    children: [route('index', 'Calendar', '日历', { roleId: M['calendar/index'] })],
  }),
];
