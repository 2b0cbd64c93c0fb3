/**
 * The portal pages the calendar's events open (hash routes of packages/portal's route table): the
 * page answers them as `link`, and the feed puts them, made absolute, in each event's URL. Kept
 * here rather than built by the portal because the feed needs them too.
 */

/** A case's page is named by its kind (the portal's `caseKinds.ts` keys) and `?id=`. */
const CASE_KIND_KEYS: Readonly<Record<number, string>> = {
  3: 'listing',
  4: 'mortgage',
  5: 'pm',
  6: 'referral',
};

export function caseLink(c: { id: number; type: number; purchaseKind: string | null }): string {
  const key =
    c.type === 1
      ? c.purchaseKind === 'new'
        ? 'purchase-new'
        : 'purchase-not'
      : (CASE_KIND_KEYS[c.type] ?? 'purchase-not');
  return `/transaction/${key}-process?id=${c.id}`;
}

/** The course hall's detail: both agents and lecturers hold the hall. */
export const courseLink = (c: { courseId: number; online: boolean }) =>
  `/bq-institute/course-hall/detail/${c.online ? 'online' : 'offline'}/${c.courseId}`;

export const APPROVALS_LINK = '/approval/examine/index';
export const PERSONAL_LINK = '/agent-center/personal/index';

/** An office event opens the calendar on its day. */
export const calendarLink = (day: string) => `/calendar/index?view=month&date=${day}`;
