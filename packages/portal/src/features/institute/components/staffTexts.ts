import type { Language } from '../../../shared/layout/store';
import { useLanguage } from './language';

/**
 * The staff course pages' own words in both languages: the breadcrumb's toggle
 * switches their breadcrumbs and titles, so their buttons, columns and messages follow it too.
 * Kept apart from the hall's words (`texts.ts`), which count against the public hall's budget.
 * `{name}` marks a value filled in by `word`.
 */
export const STAFF_TEXTS = {
  // Course detail: a learner's registration
  yourRegistration: ['我的报名：', 'Your registration:'],
  register: ['报名', 'Register'],
  joinWaitlist: ['加入候补名单', 'Join the waitlist'],
  seatTaken: ['您已获得这门课程的名额', 'You have a seat on this course'],
  waitlistPlace: [
    '课程已满：您在候补名单上排第 {position} 位',
    'The course is full: you are number {position} on the waitlist',
  ],
  cancelRegistration: ['取消报名', 'Cancel registration'],
  cancelQuestion: [
    '取消报名？您的名额将让给候补名单上的下一位。',
    'Cancel your registration? Your seat goes to the next person on the waitlist.',
  ],
  keepIt: ['保留报名', 'Keep it'],
  registrationCancelled: ['已取消报名', 'Registration cancelled'],
  certificatePdf: ['证书（PDF）', 'Certificate (PDF)'],
  ics: ['加入日历（.ics）', 'Add to calendar (.ics)'],
  certificateCode: ['证书编号 {code}：', 'Certificate code {code}: '],
  checkIt: ['查验', 'check it'],
  notInHall: ['这门课程不在课程大厅中', 'This course is not open in the hall'],
  noSuchCourse: ['没有这门课程', 'No such course'],
  // Course detail: an editor's
  notYours: ['没有这门课程，或不是您的课程', 'No such course, or not one of yours'],
  status: ['状态：', 'Status:'],
  seatsSummary: [
    '已报名 {taken}/{seats}，候补 {waiting} 人',
    '{taken} of {seats} seats taken, {waiting} waiting',
  ],
  edit: ['编辑', 'Edit'],
  publish: ['发布', 'Publish'],
  close: ['关闭', 'Close'],
  closeCourse: ['关闭课程', 'Close course'],
  closeQuestion: [
    '关闭这门课程？它将离开课程大厅，不再接受报名。',
    'Close this course? It leaves the hall and takes no more registrations.',
  ],
  coursePublished: ['课程已发布', 'Course published'],
  courseClosed: ['课程已关闭', 'Course closed'],
  courseDraft: ['课程已退回草稿', 'Course back to draft'],
  // Statuses
  draft: ['草稿', 'Draft'],
  published: ['已发布', 'Published'],
  closed: ['已关闭', 'Closed'],
  enrolled: ['已报名', 'Enrolled'],
  waitlisted: ['候补中', 'Waitlisted'],
  cancelled: ['已取消', 'Cancelled'],
  completed: ['已完成', 'Completed'],
  // Course lists
  courses: ['课程列表', 'Courses'],
  lecturerCourses: ['课程管理', 'My courses'],
  myCourses: ['我的课程', 'My courses'],
  newCourse: ['新建课程', 'New course'],
  discountCodes: ['折扣码', 'Discount codes'],
  all: ['全部', 'All'],
  drafts: ['草稿', 'Drafts'],
  courseStatus: ['课程状态', 'Course status'],
  courseFilters: ['课程筛选', 'Course filters'],
  keyword: ['关键词', 'Keyword'],
  titleOrTag: ['标题或标签', 'Title or tag'],
  noCourses: ['这里还没有课程', 'No courses here yet'],
  course: ['课程', 'Course'],
  category: ['类别', 'Category'],
  lecturers: ['讲师', 'Lecturers'],
  firstSession: ['首次上课', 'First session'],
  price: ['价格', 'Price'],
  free: ['免费', 'Free'],
  seats: ['名额', 'Seats'],
  statusColumn: ['状态', 'Status'],
  // My courses (an agent's)
  ceHours: ['继续教育学时', 'CE hours'],
  certificate: ['证书', 'Certificate'],
  notRegistered: ['您还没有报名任何课程', 'You have not registered for a course yet'],
  continuingEducation: ['继续教育', 'Continuing education'],
  cycleHours: ['本执照周期学时', 'Hours this licence cycle'],
  cycle: ['周期', 'Cycle'],
  noExpiry: [
    '没有执照到期日记录：每门完成的课程都计入',
    'No licence expiry on record: every completed course counts',
  ],
  completedCourses: ['已完成课程', 'Completed courses'],
  calendarFeed: ['日历订阅', 'Calendar feed'],
  calendarHelp: [
    '在日历应用中订阅：您所报课程的上课时间会出现在那里并保持更新。这个地址是私密的；如果被分享了，请更新它。',
    "Subscribe in your calendar app: your courses' sessions appear there and stay up to date. The address is private; renew it if it was shared.",
  ],
  feedAddress: ['日历订阅地址', 'Calendar feed address'],
  feedReady: ['订阅地址已就绪（已复制）', 'Feed address ready (copied)'],
  showFeed: ['显示我的订阅地址', 'Show my feed address'],
  renewFeed: ['更新地址', 'Renew the address'],
  // Registrations
  registrations: ['报名列表', 'Registrations'],
  registrationsOf: ['报名列表：{name}', 'Registrations: {name}'],
  waitlist: ['候补', 'Waitlist'],
  staff: ['员工', 'Staff'],
  touristAccount: ['游客账号', 'Tourist account'],
  visitor: ['访客', 'Visitor'],
  name: ['姓名', 'Name'],
  email: ['电子邮箱', 'E-mail'],
  phone: ['电话', 'Phone'],
  who: ['身份', 'Who'],
  registered: ['报名时间', 'Registered'],
  markCompleted: ['标记完成', 'Mark completed'],
  completedWith: ['已完成：证书 {code}', 'Completed: certificate {code}'],
  exportCsv: ['导出 CSV', 'Export CSV'],
  chooseToExport: [
    '请先选择一门课程，再导出它的报名',
    'Choose a course to export its registrations',
  ],
  registrationStatus: ['报名状态', 'Registration status'],
  registrationFilters: ['报名筛选', 'Registration filters'],
  everyCourse: ['全部课程', 'Every course'],
  namePlaceholder: ['姓名、邮箱或电话', 'Name, e-mail or phone'],
  noRegistrations: ['没有符合条件的报名', 'No registrations match'],
  cancel: ['取消', 'Cancel'],
  revoke: ['撤销', 'Revoke'],
  revokeTitle: ['撤销完成记录', 'Revoke the completion'],
  revokeQuestion: [
    '{name} 将恢复为已报名，证书 {code} 将不再有效。',
    '{name} will be enrolled again and certificate {code} will no longer be valid.',
  ],
  revokeReason: ['原因', 'Reason'],
  revokeWhy: ['请说明撤销完成记录的原因。', 'Say why the completion is revoked.'],
  revoked: [
    '已撤销完成记录：证书 {code} 不再有效',
    'Completion revoked: certificate {code} is no longer valid',
  ],
  // Lecturers and coaches
  lecturerList: ['讲师', 'Lecturers'],
  findLecturer: ['查找讲师', 'Find a lecturer'],
  noLecturers: ['没有符合的讲师', 'No lecturers match'],
  noSuchLecturer: ['没有这位讲师', 'No such lecturer'],
  lecturerCourseList: ['课程', 'Courses'],
  inTheHall: ['在课程大厅中查看', 'In the course hall'],
  noPublished: ['暂无已发布的课程', 'No published courses yet'],
  coaches: ['教练', 'Coaches'],
  findCoach: ['查找教练', 'Find a coach'],
  noCoaches: ['没有符合的认证导师', 'No certified mentors match'],
  noSuchCoach: ['没有这位教练', 'No such coach'],
  profile: ['个人资料', 'Profile'],
  writeLetter: ['写信', 'Write a letter'],
  noBio: ['暂无简介。', 'No bio yet.'],
  oneCourse: ['已发布 1 门课程', '1 published course'],
  manyCourses: ['已发布 {count} 门课程', '{count} published courses'],
  specialties: ['专长：{list}', 'Specialties: {list}'],
  oneMentee: ['当前学员 1 人', '1 current mentee'],
  manyMentees: ['当前学员 {count} 人', '{count} current mentees'],
  // The lecturer's home
  editProfile: ['编辑资料', 'Edit profile'],
  aboutMe: ['关于我', 'About me'],
  addBio: ['暂无简介：添加一段，让学员了解您。', 'No bio yet: add one so students know you.'],
  openList: ['打开列表', 'Open the list'],
  draftsWaiting: ['草稿（等待发布）', 'Drafts (waiting to be published)'],
} as const satisfies Record<string, readonly [string, string]>;

export type StaffText = keyof typeof STAFF_TEXTS;

/** One of a `[Chinese, English]` pair for `language`, its `{name}` marks filled from `values`. */
export function inLanguage(
  pair: readonly [string, string],
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return pair[language === 2 ? 1 : 0].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The words for `key` in `language` (1 Chinese, 2 English), `{name}` filled from `values`. */
export const word = (
  language: Language,
  key: StaffText,
  values?: Record<string, string | number>,
): string => inLanguage(STAFF_TEXTS[key], language, values);

/** `word` in the language the breadcrumb's toggle chose. */
export function useWords(): (key: StaffText, values?: Record<string, string | number>) => string {
  const language = useLanguage();
  return (key, values) => word(language, key, values);
}
