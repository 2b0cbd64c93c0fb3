import { NO_ACCESS_PATH, NOT_AVAILABLE_PATH } from '../guards';
import { BUYER_PAGES } from './buyer-pages';
import { FINANCE_LEDGER_PAGES } from './finance-ledger-pages';
import { PAYROLL_PAGES } from './finance-pages';
import { FIRST_PAGES } from './first-pages';
import { GROUP_PAGES } from './group-pages';
import { HOUSING_PAGES } from './housing-pages';
import { MARKET_PAGES } from './market-pages';
import { type PageEntry, page } from './page';
import { PAYEE_PAGES } from './payee-pages';
import { STATISTICS_PAGES } from './statistics-pages';
import { SYSTEM_PAGES } from './system-pages';

export { Unbuilt } from '../Unbuilt';
export type { PageEntry } from './page';

/**
 * The two pages that say why an address did not open (`../guards.ts`); not routes of the spec's
 * table, so kept apart from the pages it counts, and off the first load like them.
 */
export const EXPLANATION_PAGES: Readonly<Record<string, PageEntry>> = {
  [NO_ACCESS_PATH]: {
    load: async () => ({ default: (await import('../Explanation')).NoAccessPage }),
  },
  [NOT_AVAILABLE_PATH]: {
    load: async () => ({ default: (await import('../Explanation')).NotAvailablePage }),
  },
};

const CASE_KEYS = ['purchase-new', 'purchase-not', 'listing', 'mortgage', 'pm', 'referral'];

/**
 * The pages that are built, by full route path, apart from the first-load ones (`first-pages.ts`).
 * A route of the table without an entry here is neither rendered nor shown in the menu
 * (`pages.test.ts` lists what is left). This list, not the route table, builds the router, so
 * the table's titles stay off the staff pages' first load too.
 */
export const LATER_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(() => import('../../features/home/pages/DashboardPage'), ['/home']),
  ...page(() => import('../../features/home/pages/MineMsgPage'), ['/home/mine-msg']),
  // A letter to a lecturer or a coach, from each list that names one (spec §2).
  ...page(
    () => import('../../features/home/pages/SendingLetterPage'),
    [
      '/home/sending-letter/:name?/:id?',
      '/bq-institute/lecturers-list/sending-letter/:name?/:id?',
      '/bq-institute/coachs-list/sending-letter/:name?/:id?',
      '/agent-center/my-coach/sending-letter/:name?/:id?',
      '/college-manage/course-order/lecturers-sending/:name?/:id?',
    ],
  ),
  ...page(
    () => import('../../features/cases/pages/CaseListPage'),
    ['/transaction/caselist/:status?'],
  ),
  // The six case types share one create page and one process page (the type comes from the path).
  ...page(
    () => import('../../features/cases/pages/CaseCreatePage'),
    CASE_KEYS.map((key) => `/transaction/${key}`),
  ),
  ...page(
    () => import('../../features/cases/pages/CaseProcessPage'),
    CASE_KEYS.map((key) => `/transaction/${key}-process`),
  ),
  ...page(
    () => import('../../features/cases/pages/HistoryIndexPage'),
    ['/transaction/history/history-index/:addressStr?'],
  ),
  ...page(
    () => import('../../features/cases/pages/HistoryDetailPage'),
    ['/transaction/history/history-det/:hisId?/:addressStr?'],
  ),
  // Applications, applicant side: my applications, and one form page for every kind.
  ...page(
    () => import('../../features/approvals/pages/apply/ApplyIndexPage'),
    ['/approval/apply/index'],
  ),
  ...page(
    () => import('../../features/approvals/pages/apply/ApplyFormPage'),
    ['tutor', 'wages/:type', 'entry', 'coach-cost', 'vendor'].map(
      (route) => `/approval/apply/${route}`,
    ),
  ),
  // Approvals, examine side: the queue, the queues of one kind, the detail of any kind.
  ...page(
    () => import('../../features/approvals/pages/examine/ExaminePage'),
    [
      ...['index', 'coach-cost', 'vendor', 'approval-detail/:id/:type/:status?'].map(
        (path) => `/approval/examine/${path}`,
      ),
      '/approval/apply/detail/:id/:type/:status?',
    ],
  ),
  // People: the user list, a person's record, the history of their office settings.
  ...page(() => import('../../features/people/pages/UsersPage'), ['/userroles/usermgt/index']),
  ...page(
    () => import('../../features/people/pages/PersonPage'),
    ['/userroles/usermgt/expand/:id/:edit?/:agentId?'],
  ),
  ...page(
    () => import('../../features/people/pages/AdminHistoryPage'),
    ['/userroles/usermgt/admin-history'],
  ),
  // Organisation: roles with their permission trees, duties, regions and branches.
  ...page(() => import('../../features/org/pages/RolesPage'), ['/userroles/rolemgt/index']),
  ...page(() => import('../../features/org/pages/DutiesPage'), ['/userroles/rolemgt/type-setting']),
  ...page(() => import('../../features/org/pages/BranchesPage'), ['/userroles/branchmgt/index']),
  ...page(
    () => import('../../features/org/pages/RegionsPage'),
    ['/userroles/branchmgt/region-setting'],
  ),
  // Message center: the e-mail and in-app templates, their editor with preview.
  ...page(
    () => import('../../features/messages/pages/EmailTemplatesPage'),
    ['/messagecenter/email/index'],
  ),
  ...page(
    () => import('../../features/messages/pages/EmailTemplateEditPage'),
    ['/messagecenter/email/updata'],
  ),
  ...page(
    () => import('../../features/messages/pages/MessageTemplatesPage'),
    ['/messagecenter/message/form-mgt'],
  ),
  ...page(
    () => import('../../features/messages/pages/MessagesPage'),
    ['/messagecenter/message/index'],
  ),
  ...page(
    () => import('../../features/messages/pages/SendMessagePage'),
    ['/messagecenter/message/send-msg'],
  ),
  // The coach center (shown to a certified mentor only): the coach's mentees.
  ...page(() => import('../../features/coach/pages/CoachHomePage'), ['/coach-center/coach-home']),
  // People: personal info, coach agreements, DRE. The agent's own page and editor, a
  // coach agreement from either side, the agreements by coach, the unmatched DRE records.
  ...page(
    () => import('../../features/personal/pages/PersonalIndexPage'),
    ['/agent-center/personal/index'],
  ),
  ...page(
    () => import('../../features/personal/pages/PersonalEditPage'),
    ['/agent-center/personal/edit/:id/:agentid/:coachName?'],
  ),
  ...page(
    () => import('../../features/personal/pages/CoachAgreementAddPage'),
    ['/agent-center/personal/add', '/userroles/coach-agreement/add'],
  ),
  ...page(
    () => import('../../features/personal/pages/CoachAgreementListPage'),
    ['/userroles/coach-agreement/index'],
  ),
  ...page(
    () => import('../../features/personal/pages/DreUnmatchedPage'),
    ['/userroles/usermgt/dreun-list'],
  ),
  // The payment hand-over pages (spec §2): bare, opened cold by a provider's redirect.
  ...page(
    () => import('../../features/status/pages/TranMiddleLoadingPage'),
    ['/tran-middle-loading'],
    { bare: true },
  ),
  ...page(() => import('../../features/status/pages/PayLoadingPage'), ['/pay-loading'], {
    bare: true,
  }),
  // The institute. The public certificate check is a bare page, patched in on the
  // first navigation like the others; the hall and its course detail are first pages.
  ...page(
    () => import('../../features/institute/pages/CertificateCheckPage'),
    ['/bq-institute-tourist/certificate/:code?'],
    { bare: true },
  ),
  ...page(
    () => import('../../features/institute/pages/RegistrationLinkPage'),
    ['/bq-institute-tourist/confirm/:token', '/bq-institute-tourist/cancel/:token'],
    { bare: true },
  ),
  ...page(
    () => import('../../features/institute/pages/CourseHallPage'),
    ['/bq-institute/course-hall/index/:lecturerName?'],
  ),
  // One course detail for every staff route that shows one: learners read the published course
  // and register; editors read any status and edit or publish.
  ...page(
    () => import('../../features/institute/pages/CourseDetailPage'),
    [
      '/bq-institute/course-hall/detail/:type?/:id?/:lecturerName?',
      '/agent-center/my-course/detail/:type?/:id?/:lecturerName?',
      '/college-manage/course-list/detail/:type?/:id?/:lecturerName?',
      '/college-manage/course-order/course-detail/:type?/:id?/:lecturerName?',
      '/lecturer-center/courses-management/detail/:type?/:id?/:lecturerName?',
    ],
  ),
  ...page(
    () => import('../../features/institute/pages/CourseEditPage'),
    [
      '/college-manage/course-list/edit/:id?/:type?/:lecturerName?',
      '/lecturer-center/courses-management/edit/:id?/:type?/:lecturerName?',
    ],
  ),
  ...page(
    () => import('../../features/institute/pages/CourseTablePage'),
    ['/college-manage/course-list/index', '/lecturer-center/courses-management/index'],
  ),
  ...page(
    () => import('../../features/institute/pages/RegistrationListPage'),
    ['/college-manage/registration-list/:name?'],
  ),
  ...page(
    () => import('../../features/institute/pages/LecturersPage'),
    ['/bq-institute/lecturers-list/index'],
  ),
  ...page(
    () => import('../../features/institute/pages/LecturerDetailPage'),
    [
      '/bq-institute/lecturers-list/detail/:id?',
      '/college-manage/course-order/lecturers-detail/:id?',
    ],
  ),
  ...page(
    () => import('../../features/institute/pages/LecturerHomePage'),
    ['/lecturer-center/lecturer-home/index'],
  ),
  ...page(
    () => import('../../features/institute/pages/LecturerProfileEditPage'),
    ['/lecturer-center/lecturer-home/edit/:id?/:type?/:lecturerName?'],
  ),
  ...page(
    () => import('../../features/institute/pages/CoachesPage'),
    ['/bq-institute/coachs-list/index'],
  ),
  ...page(
    () => import('../../features/institute/pages/CoachDetailPage'),
    ['/bq-institute/coachs-list/detail/:id?', '/agent-center/my-coach/detail/:id?'],
  ),
  ...page(
    () => import('../../features/institute/pages/MyCoachPage'),
    ['/agent-center/my-coach/index'],
  ),
  ...page(
    () => import('../../features/institute/pages/MyCoursesPage'),
    ['/agent-center/my-course/index'],
  ),
  ...page(
    () => import('../../features/institute/pages/CoursePropertiesPage'),
    ['/system/course-properties'],
  ),
  // The mailing list: marketing's lists and campaigns, and the mails' unsubscribe link.
  ...page(
    () => import('../../features/mailing/pages/MailListsPage'),
    ['/marketing/maillist/index'],
  ),
  ...page(
    () => import('../../features/mailing/pages/MailListDetailPage'),
    ['/marketing/maillist/detail'],
  ),
  ...page(() => import('../../features/mailing/pages/UnsubscribePage'), ['/unsubscribe/:token'], {
    bare: true,
  }),
  // Commerce, each side in its own list.
  ...BUYER_PAGES,
  ...MARKET_PAGES,
  ...SYSTEM_PAGES,
  ...HOUSING_PAGES,
  ...GROUP_PAGES,
  ...PAYEE_PAGES,
  ...FINANCE_LEDGER_PAGES,
  ...PAYROLL_PAGES,
  // The calendar: FullCalendar is loaded by this page only.
  ...page(() => import('../../features/calendar/pages/CalendarPage'), ['/calendar/index']),
  ...STATISTICS_PAGES,
};

/** Every built page, by full route path. */
export const PAGES: Readonly<Record<string, PageEntry>> = { ...FIRST_PAGES, ...LATER_PAGES };
