import { type PageEntry, page } from './page';

/** Groups and group e-mail, kept apart so the slices do not share a list. */
export const GROUP_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(() => import('../../features/groups/pages/GroupsPage'), ['/group/list']),
  ...page(() => import('../../features/groups/pages/GroupDetailPage'), ['/group/detail']),
  ...page(() => import('../../features/groups/pages/GroupMailPage'), ['/group/send-email']),
};
