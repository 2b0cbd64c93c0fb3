import { type RouteDef, route } from '../../../shared/routes/routeDef';

/** Spec §2 "Public (no login)". */
export const publicRoutes: readonly RouteDef[] = [
  route('/', 'Login', '登录', { public: true, bare: true, hidden: true }),
  route('/404', 'Not found', '页面不存在', { public: true, bare: true, hidden: true }),
  route('/tran-middle-loading', 'Loading', '加载中', { bare: true, hidden: true }),
  route('/pay-loading', 'Payment', '支付中', { bare: true, hidden: true }),
  // Ours: the unsubscribe link of a marketing mail, used without a login.
  route('/unsubscribe/:token', 'Unsubscribe', '退订', { public: true, bare: true, hidden: true }),
  route('/bq-institute-tourist', 'Course hall', '课程大厅', {
    public: true,
    bare: true,
    hidden: true,
    redirect: true,
    children: [
      route('index', 'Course hall', '课程大厅', { public: true }),
      route('detail/:type?/:id?/:lecturerName?', 'Course detail', '课程详情', {
        public: true,
        returnButton: 'back',
      }),
      // Ours: a certificate's code checked by anyone; the PDF points here.
      route('certificate/:code?', 'Check a certificate', '证书查验', { public: true }),
      // Ours: the two links of a visitor's registration mail, used without a login.
      route('confirm/:token', 'Confirm a registration', '确认报名', { public: true, hidden: true }),
      route('cancel/:token', 'Cancel a registration', '取消报名', { public: true, hidden: true }),
    ],
  }),
];
