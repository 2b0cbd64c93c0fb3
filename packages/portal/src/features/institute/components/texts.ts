import type { Language } from '../../../shared/layout/store';

/**
 * The tourist hall's own words in both content languages (spec §4: the toggle switches course
 * titles and texts without a reload). Kept as data so a test can walk both languages.
 */
export const HALL_TEXTS = {
  hall: ['课程大厅', 'Course hall'],
  institute: ['BQ学院', 'BQ Institute'],
  language: ['语言', 'Language'],
  search: ['搜索课程', 'Search courses'],
  searchButton: ['搜索', 'Search'],
  empty: ['暂无课程', 'No published courses yet'],
  noMatch: ['没有符合搜索的课程：', 'No course matches your search: '],
  clearSearch: ['显示全部课程', 'Show all courses'],
  free: ['免费', 'Free'],
  online: ['线上', 'Online'],
  offline: ['线下', 'In person'],
  seatsLeft: ['剩余名额', 'Seats left'],
  full: ['已满（可候补）', 'Full (waitlist open)'],
  lecturer: ['讲师', 'Lecturer'],
  sessions: ['课程安排', 'Sessions'],
  open: ['查看详情', 'View course'],
  back: ['返回课程大厅', 'Back to the course hall'],
  signIn: ['登录', 'Sign in'],
  applyToJoin: ['申请加入BQ地产', 'Apply to join BQ Realty'],
  toPortal: ['进入工作台', 'Open the portal'],
  register: ['报名', 'Register'],
  name: ['姓名', 'Name'],
  email: ['电子邮箱', 'E-mail'],
  phone: ['电话', 'Phone'],
  registered: [
    '报名成功，我们会通过邮件联系您。',
    'You are registered. We will write to you by e-mail.',
  ],
  waitlisted: [
    '课程已满，您已进入候补名单，位置：',
    'The course is full. You are on the waitlist at place ',
  ],
  enrolled: ['您已报名这门课程。', 'You have a seat on this course.'],
  waitlistedShort: ['您在候补名单上，位置：', 'You are on the waitlist at place '],
  completedShort: ['您已完成这门课程。', 'You completed this course.'],
  cancel: ['取消报名', 'Cancel registration'],
  cancelled: ['已取消报名', 'Registration cancelled'],
  // Ordering comes with the commerce area: until then the page says how a seat is bought.
  paid: [
    '付费课程：暂未开放网上购买，开放后可在本页下单；现在购买请联系学院。',
    'A paid course: it cannot be bought online yet. Online ordering will open on this page; until then, ask the institute for a seat.',
  ],
  // Public registration is a double opt-in: nothing is held until the link.
  mailed: [
    '我们已向您的邮箱发送了一封邮件。请点击邮件中的确认链接：点击之后才会为您保留名额（或候补位置）。链接在一段时间后失效；邮件里也有取消报名的链接。',
    'We have sent you an e-mail. Your seat (or waitlist place) is held only once you click the confirmation link in it; the link expires after a while. The mail also has a link to cancel.',
  ],
  ics: ['加入日历（.ics）', 'Add to calendar (.ics)'],
  hours: ['继续教育学时', 'CE hours'],
  price: ['价格', 'Price'],
  delivery: ['授课方式', 'Delivery'],
  seats: ['名额', 'Seats'],
  category: ['类别', 'Category'],
  verifyTitle: ['证书查验', 'Check a certificate'],
  code: ['证书编号', 'Certificate code'],
  check: ['查验', 'Check'],
  valid: ['证书有效', 'This certificate is valid'],
  invalid: ['没有这个编号的证书', 'No certificate has this code'],
  holder: ['持有人', 'Holder'],
  course: ['课程', 'Course'],
  completed: ['完成日期', 'Completed on'],
  notFound: ['没有这门课程', 'No such course'],
  loadFailed: ['课程无法加载', 'The courses could not be loaded'],
  retry: ['重试', 'Retry'],
} as const satisfies Record<string, readonly [string, string]>;

export type HallText = keyof typeof HALL_TEXTS;

/** The word for `key` in `language` (1 Chinese, 2 English). */
export const say = (language: Language, key: HallText): string =>
  HALL_TEXTS[key][language === 2 ? 1 : 0];

/** A course field kept in both languages; an empty one falls back to the other language. */
export function pick(language: Language, zh: string, en: string): string {
  const [first, second] = language === 2 ? [en, zh] : [zh, en];
  return first.trim() ? first : second;
}
