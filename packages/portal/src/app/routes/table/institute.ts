import { MODULE_IDS as M } from '@bq/contract/meta';
import { type RouteDef, route } from '../../../shared/routes/routeDef';

const detail = { hidden: true, returnButton: 'back' } as const;
const courseDetail = (titleZh = '课程详情') =>
  route('detail/:type?/:id?/:lecturerName?', 'Course detail', titleZh, detail);

/** Spec §2: institute, college, lecturer / coach / agent centres. */
export const instituteRoutes: readonly RouteDef[] = [
  route('/bq-institute', 'BQ Institute', 'BQ学院', {
    languageToggle: true,
    roleId: M['bq-institute'],
    roleChildren: true,
    children: [
      route('course-hall', 'Course hall', '课程大厅', {
        roleId: M['bq-institute/course-hall'],
        redirect: true,
        children: [
          route('index/:lecturerName?', 'Course hall', '课程大厅'),
          courseDetail(),
          route('order-confirm/:id?/:orderId?', 'Confirm order', '确认订单', detail),
        ],
      }),
      route('lecturers-list', 'Lecturers', '讲师', {
        roleId: M['bq-institute/lecturers-list'],
        redirect: true,
        children: [
          route('index', 'Lecturers', '讲师'),
          route('detail/:id?', 'Lecturer', '讲师详情', detail),
          route('sending-letter/:name?/:id?', 'Write to the lecturer', '写信给讲师', detail),
        ],
      }),
      route('coachs-list', 'Coaches', '教练', {
        roleId: M['bq-institute/coachs-list'],
        redirect: true,
        children: [
          route('index', 'Coaches', '教练'),
          route('detail/:id?', 'Coach', '教练详情', detail),
          route('sending-letter/:name?/:id?', 'Write to the coach', '写信给教练', detail),
        ],
      }),
    ],
  }),
  route('/college-manage', 'College management', '学院管理', {
    languageToggle: true,
    roleId: M['college-manage'],
    roleChildren: true,
    children: [
      route('course-list', 'Courses', '课程列表', {
        roleId: M['college-manage/course-list'],
        redirect: true,
        children: [
          route('index', 'Courses', '课程列表'),
          route('edit/:id?/:type?/:lecturerName?', 'Edit course', '编辑课程', detail),
          courseDetail(),
          // The codes that discount courses: the institute keeps them as marketing does products'.
          route('discount-codes', 'Discount codes', '折扣码', detail),
        ],
      }),
      route('course-order', 'Course orders', '课程订单', {
        roleId: M['college-manage/course-order'],
        redirect: true,
        children: [
          route('index', 'Course orders', '课程订单'),
          route(
            'detail/:id?/:courseId?/:lecturerName?/:studentName?/:studentEmail?/:studentPhone?/:studentCompany?',
            'Order detail',
            '订单详情',
            detail,
          ),
          route('course-detail/:type?/:id?/:lecturerName?', 'Course detail', '课程详情', detail),
          route('lecturers-detail/:id?', 'Lecturer', '讲师详情', detail),
          route('lecturers-sending/:name?/:id?', 'Write to the lecturer', '写信给讲师', detail),
          route('history', 'Order history', '订单历史', detail),
        ],
      }),
      route('registration-list/:name?', 'Registrations', '报名列表', {
        roleId: M['college-manage/registration-list'],
      }),
    ],
  }),
  route('/lecturer-center', 'Lecturer center', '讲师中心', {
    languageToggle: true,
    roleId: M['lecturer-center'],
    roleChildren: true,
    children: [
      route('lecturer-home', 'Lecturer home', '讲师主页', {
        roleId: M['lecturer-center/lecturer-home'],
        redirect: true,
        children: [
          route('index', 'Lecturer home', '讲师主页'),
          route('edit/:id?/:type?/:lecturerName?', 'Edit profile', '编辑资料', detail),
        ],
      }),
      route('courses-management', 'My courses', '课程管理', {
        roleId: M['lecturer-center/courses-management'],
        redirect: true,
        children: [
          route('index', 'My courses', '课程管理'),
          route('edit/:id?/:type?/:lecturerName?', 'Edit course', '编辑课程', detail),
          courseDetail(),
        ],
      }),
    ],
  }),
  route('/coach-center', 'Coach center', '教练中心', {
    roleId: M['coach-center'],
    roleChildren: true,
    children: [
      route('coach-home', 'Coach home', '教练主页', { roleId: M['coach-center/coach-home'] }),
    ],
  }),
  route('/agent-center', 'Agent center', '经纪人中心', {
    roleId: M['agent-center'],
    roleChildren: true,
    children: [
      route('personal', 'Personal info', '个人信息', {
        roleId: M['agent-center/personal'],
        redirect: true,
        children: [
          route('index', 'Personal info', '个人信息'),
          route('edit/:id/:agentid/:coachName?', 'Edit personal info', '编辑个人信息', detail),
          route('add', 'Coach agreement', '教练协议', detail),
        ],
      }),
      route('my-order', 'My orders', '我的订单', {
        roleId: M['agent-center/my-order'],
        redirect: true,
        children: [
          route('index', 'My orders', '我的订单'),
          route('detail/:id?/:courseId?/:lecturerName?', 'Order detail', '订单详情', detail),
          route('applyfor/:id?/:courseId?', 'Apply for a refund', '申请退款', detail),
        ],
      }),
      route('my-course', 'My courses', '我的课程', {
        languageToggle: true,
        roleId: M['agent-center/my-course'],
        redirect: true,
        children: [route('index', 'My courses', '我的课程'), courseDetail()],
      }),
      route('my-coach', 'My coach', '我的教练', {
        roleId: M['agent-center/my-coach'],
        redirect: true,
        children: [
          route('index', 'My coach', '我的教练'),
          route('detail/:id?', 'Coach', '教练详情', detail),
          route('sending-letter/:name?/:id?', 'Write to the coach', '写信给教练', detail),
        ],
      }),
      // No role id: every holder of the agent center sees their own pay (the server answers
      // only the signed-in person's figures, and empty lists to someone with none).
      route('my-commissions', 'My commissions', '我的佣金', {
        redirect: true,
        children: [route('index', 'My commissions', '我的佣金')],
      }),
      route('my-statements', 'My statements', '我的工资单', {
        redirect: true,
        children: [
          route('index', 'My statements', '我的工资单'),
          route('detail', 'Pay statement', '工资单详情', detail),
        ],
      }),
      route('my-Commodity-order', 'My product orders', '我的商品订单', {
        roleId: M['agent-center/my-Commodity-order'],
        redirect: true,
        children: [
          route('index', 'My product orders', '我的商品订单'),
          route('detail', 'Order detail', '订单详情', detail),
          route('applyfor/:id?/:courseId?', 'Apply for a refund', '申请退款', detail),
        ],
      }),
    ],
  }),
];
