import { type PageEntry, page } from './page';

/**
 * Systems configuration: the pages under `/system` beyond the course properties and
 * product types (built with the institute and commerce). Kept apart from `pages.ts` so the area
 * is built beside the finance slices without touching one list.
 */
export const SYSTEM_PAGES: Readonly<Record<string, PageEntry>> = {
  ...page(() => import('../../features/system/pages/BlacklistPage'), ['/system/blacklist']),
  ...page(() => import('../../features/system/pages/ChangeLogPage'), ['/system/change-log']),
  ...page(() => import('../../features/system/pages/SecurityLogPage'), ['/system/security-log']),
  ...page(() => import('../../features/system/pages/JobsPage'), ['/system/jobs']),
  ...page(() => import('../../features/system/pages/DocumentRulesPage'), ['/system/filemgt']),
  ...page(() => import('../../features/system/pages/DisclosuresPage'), ['/system/listingaudit']),
  ...page(() => import('../../features/system/pages/ServerConfigPage'), ['/system/server-config']),
  ...page(() => import('../../features/system/pages/SystemIndexPage'), ['/system/index']),
  ...page(() => import('../../features/system/pages/DictionaryPage'), ['/system/dictionary']),
  ...page(() => import('../../features/system/pages/LinksPage'), ['/system/link']),
  ...page(
    () => import('../../features/system/pages/AssociationsPage'),
    ['/system/associationmgt/index'],
  ),
  ...page(
    () => import('../../features/system/pages/AssociationEditPage'),
    ['/system/associationmgt/edit'],
  ),
  ...page(
    () => import('../../features/system/pages/RecruitmentsPage'),
    ['/system/agent-activity/index'],
  ),
  ...page(
    () => import('../../features/system/pages/RecruitmentEditPage'),
    ['/system/agent-activity/edit'],
  ),
};
