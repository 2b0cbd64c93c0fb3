import { matchPath } from 'react-router';
import type { Language } from '../../shared/layout/store';
import { flattenRoutes, joinPath, type RouteDef, redirectOf } from '../../shared/routes/routeDef';
import { ROUTE_TABLE } from '../routes/table';

const FLAT = flattenRoutes(ROUTE_TABLE);

export interface Crumb {
  label: string;
  href?: string;
}

type Entry = (typeof FLAT)[number];

/**
 * Answers by path: the shell asks on every render (crumbs, return button, skip link, language
 * toggle), and each answer compiles up to every pattern of the table (a tenth of a second of a
 * cold start). A session visits a few dozen paths; the bound only guards a long-open tab.
 */
const matched = new Map<string, Entry | undefined>();

/** The table entry the path belongs to, with its parents (outermost first). */
export function matchRoute(path: string): Entry | undefined {
  if (matched.has(path)) return matched.get(path);
  const entry =
    FLAT.find(
      ({ fullPath, route }) => route.path !== '' && matchPath({ path: fullPath, end: true }, path),
    ) ?? FLAT.find(({ fullPath }) => matchPath({ path: fullPath, end: true }, path));
  if (matched.size >= 500) matched.clear();
  matched.set(path, entry);
  return entry;
}

/** A route flag of the table entry the path belongs to, or of one of its parents. */
function hasFlag(path: string, flag: 'languageToggle' | 'caseEditor'): boolean {
  const entry = matchRoute(path);
  return Boolean(entry && [entry.route, ...entry.parents].some((route) => route[flag]));
}

/** Course pages get the language toggle (spec §2 "Breadcrumb bar"). */
export const isCoursePage = (path: string) => hasFlag(path, 'languageToggle');

/** Case create and process pages own the breadcrumb's extra text (spec §4). */
export const isCaseEditPage = (path: string) => hasFlag(path, 'caseEditor');

/** The return button's word: Chinese where the crumbs are (a course page, language 1). */
export const returnLabel = (path: string, language: Language): string =>
  language === 1 && isCoursePage(path) ? '返回' : 'Return';

/** The shell's skip link, in the language of the crumbs. */
export const skipLinkLabel = (path: string, language: Language): string =>
  language === 1 && isCoursePage(path) ? '跳到主要内容' : 'Skip to main content';

function title(route: RouteDef, chinese: boolean): string {
  return chinese ? route.titleZh : route.title;
}

/** The trail for a path: parents and the page, titles in Chinese only where asked for. */
export function breadcrumbTrail(path: string, language: Language, extra = ''): Crumb[] {
  const match = matchRoute(path);
  if (!match) return [];
  const chinese = language === 1 && isCoursePage(path);
  let full = '/';
  const chain = [...match.parents, match.route]
    .map((route) => {
      full = joinPath(full, route.path);
      return { route, redirect: redirectOf(full, route) };
    })
    .filter(({ route }) => route.breadcrumb !== false && route.path !== '')
    // A menu's index page carries the menu's own title: said once ("Users", not "Users › Users").
    .filter(({ route }, index, all) => {
      const before = all[index - 1];
      return !before || title(before.route, chinese) !== title(route, chinese);
    });
  const crumbs: Crumb[] = chain.map(({ route, redirect }, index) => ({
    label: title(route, chinese),
    ...(index < chain.length - 1 && redirect ? { href: `#${redirect}` } : {}),
  }));
  if (extra) crumbs.push({ label: extra });
  return crumbs;
}

/**
 * Where Return goes from a page with no entry of the app's behind it (opened by its address):
 * the first plain page of its nearest menu (an editor's list), else home.
 */
export function parentPage(path: string): string {
  const entry = matchRoute(path);
  if (!entry) return '/home';
  let full = '/';
  const fulls = entry.parents.map((route) => {
    full = joinPath(full, route.path);
    return full;
  });
  for (let i = entry.parents.length - 1; i >= 0; i--) {
    const first = entry.parents[i]?.children?.find(
      (child) => child !== entry.route && !child.path.includes(':') && !child.hidden,
    );
    if (first) return joinPath(fulls[i] ?? '/', first.path);
  }
  return '/home';
}
