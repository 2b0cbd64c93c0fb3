/**
 * Typed path builders: a page links to another by name and parameters, never by a typed-out
 * string. `:name` is required, `:name?` optional (left out when empty); values are URI-encoded.
 */

type Param<S extends string> = S extends `${infer Name}?`
  ? { [K in Name]?: string | number }
  : { [K in S]: string | number };
type ParamsOf<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Head}/${infer Tail}`
    ? Param<Head> & ParamsOf<Tail>
    : Param<Rest>
  : unknown;

export type PathBuilder<P extends string> = (
  params: ParamsOf<P> & { search?: Record<string, string | number | undefined> },
) => string;

/** A builder for one route pattern (the same text as its entry in `app/routes/table`). */
export function pathTo<P extends string>(pattern: P): PathBuilder<P> {
  return (params) => {
    const values = params as Record<string, unknown>;
    const path = pattern
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part;
        const value = values[part.replace(/^:|\?$/g, '')];
        return value === undefined || value === '' ? null : encodeURIComponent(String(value));
      })
      .filter((part) => part !== null)
      .join('/');
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params.search ?? {}))
      if (value !== undefined && value !== '') search.set(key, String(value));
    const query = search.toString();
    return query ? `${path}?${query}` : path;
  };
}

/** The routes the built pages link to. */
export const paths = {
  login: pathTo('/'),
  home: pathTo('/home'),
  caseList: pathTo('/transaction/caselist/:status?'),
  /** `kind` is a case kind's key (`sell`, `buy-resale`…); the record is `?id=`. */
  caseProcess: ({ kind, id }: { kind: string; id: number }) =>
    pathTo('/transaction/:route')({ route: `${kind}-process`, search: { id } }),
  caseCreate: pathTo('/transaction/:kind'),
  /**
   * A stored case's page from its type and purchase kind, for pages outside the cases feature
   * (which may not import its kinds): the same keys as its CASE_KINDS.
   */
  caseOf: ({
    type,
    purchaseKind,
    id,
  }: {
    type: number;
    purchaseKind: string | null;
    id: number;
  }) => {
    const kind =
      type === 1
        ? `purchase-${purchaseKind === 'new' ? 'new' : 'not'}`
        : ({ 3: 'listing', 4: 'mortgage', 5: 'pm', 6: 'referral' }[type] ?? 'listing');
    return pathTo('/transaction/:route')({ route: `${kind}-process`, search: { id } });
  },
  historyIndex: pathTo('/transaction/history/history-index/:addressStr?'),
  historyDetail: pathTo('/transaction/history/history-det/:hisId?/:addressStr?'),
  mineMsg: pathTo('/home/mine-msg'),
  /** Finance's ledger of one case: its closing's waterfall and title/escrow receipts. */
  caseLedger: pathTo('/financial/case-ledger/:id'),
  // The agent's own pay.
  myCommissions: pathTo('/agent-center/my-commissions/index'),
  myStatements: pathTo('/agent-center/my-statements/index'),
  myStatement: pathTo('/agent-center/my-statements/detail'),
  // Applications (applicant side).
  applyIndex: pathTo('/approval/apply/index'),
  /** The forms without a route parameter: `tutor`, `entry`, `coach-cost`, `vendor` (draft `?id=`). */
  applyForm: pathTo('/approval/apply/:kind'),
  applyEntry: pathTo('/approval/apply/entry'),
  applyWages: pathTo('/approval/apply/wages/:type'),
  /** The detail of any application, for the approver (pass, reject). */
  approvalDetail: pathTo('/approval/examine/approval-detail/:id/:type/:status?'),
  // Approvals, examine side. The detail serves the applicant too.
  examineIndex: pathTo('/approval/examine/index'),
  /** The same page for the applicant, under the apply group they hold. */
  applicationDetail: pathTo('/approval/apply/detail/:id/:type/:status?'),
  // People: personal info, coach agreements, DRE.
  personalIndex: pathTo('/agent-center/personal/index'),
  /** Both ids are required (spec §2); `coachName` is shown as the agent's coach. */
  personalEdit: pathTo('/agent-center/personal/edit/:id/:agentid/:coachName?'),
  /** A coach agreement from the agent side; `?menteeAgentId=` presets the mentee. */
  personalCoachAdd: pathTo('/agent-center/personal/add'),
  coachAgreementIndex: pathTo('/userroles/coach-agreement/index'),
  coachAgreementAdd: pathTo('/userroles/coach-agreement/add'),
  dreUnmatched: pathTo('/userroles/usermgt/dreun-list'),
  // The institute. `type` of a course detail is `online` or `offline`.
  touristHall: pathTo('/bq-institute-tourist/index'),
  touristDetail: pathTo('/bq-institute-tourist/detail/:type?/:id?/:lecturerName?'),
  certificateCheck: pathTo('/bq-institute-tourist/certificate/:code?'),
  registrationConfirm: pathTo('/bq-institute-tourist/confirm/:token'),
  registrationCancel: pathTo('/bq-institute-tourist/cancel/:token'),
  hallIndex: pathTo('/bq-institute/course-hall/index/:lecturerName?'),
  hallDetail: pathTo('/bq-institute/course-hall/detail/:type?/:id?/:lecturerName?'),
  collegeCourses: pathTo('/college-manage/course-list/index'),
  collegeCourseEdit: pathTo('/college-manage/course-list/edit/:id?/:type?/:lecturerName?'),
  collegeCourseDetail: pathTo('/college-manage/course-list/detail/:type?/:id?/:lecturerName?'),
  collegeDiscountCodes: pathTo('/college-manage/course-list/discount-codes'),
  registrationList: pathTo('/college-manage/registration-list/:name?'),
  lecturerHome: pathTo('/lecturer-center/lecturer-home/index'),
  lecturerHomeEdit: pathTo('/lecturer-center/lecturer-home/edit/:id?/:type?/:lecturerName?'),
  lecturerCourses: pathTo('/lecturer-center/courses-management/index'),
  lecturerCourseEdit: pathTo('/lecturer-center/courses-management/edit/:id?/:type?/:lecturerName?'),
  lecturerCourseDetail: pathTo(
    '/lecturer-center/courses-management/detail/:type?/:id?/:lecturerName?',
  ),
  myCourses: pathTo('/agent-center/my-course/index'),
  myCourseDetail: pathTo('/agent-center/my-course/detail/:type?/:id?/:lecturerName?'),
  lecturers: pathTo('/bq-institute/lecturers-list/index'),
  lecturerDetail: pathTo('/bq-institute/lecturers-list/detail/:id?'),
  lecturerLetter: pathTo('/bq-institute/lecturers-list/sending-letter/:name?/:id?'),
  coaches: pathTo('/bq-institute/coachs-list/index'),
  coachDetail: pathTo('/bq-institute/coachs-list/detail/:id?'),
  coachLetter: pathTo('/bq-institute/coachs-list/sending-letter/:name?/:id?'),
  myCoachDetail: pathTo('/agent-center/my-coach/detail/:id?'),
  myCoachLetter: pathTo('/agent-center/my-coach/sending-letter/:name?/:id?'),
};
