import { matchPath } from 'react-router';
import type { Language } from '../../shared/layout/store';
import { flattenRoutes, type RouteDef } from '../../shared/routes/routeDef';
import { ROUTE_TABLE } from '../routes/table';

const FLAT = flattenRoutes(ROUTE_TABLE);

export interface Crumb {
  label: string;
  href?: string;
}

/** The table entry the path belongs to, with its parents (outermost first). */
export function matchRoute(path: string) {
  return (
    FLAT.find(
      ({ fullPath, route }) => route.path !== '' && matchPath({ path: fullPath, end: true }, path),
    ) ?? FLAT.find(({ fullPath }) => matchPath({ path: fullPath, end: true }, path))
  );
}

/** Course pages get the language toggle (spec §2 "Breadcrumb bar"). */
export function isCoursePage(path: string): boolean {
  return (
    /^\/(bq-institute|college-manage|lecturer-center)(\/|$)/.test(path) ||
    /\/my-course(\/|$)/.test(path)
  );
}

/** Case create and process pages own the breadcrumb's extra text (spec §4). */
export function isCaseEditPage(path: string): boolean {
  return /^\/transaction\/(purchase-new|purchase-not|pm|mortgage|referral|listing)(-process)?$/.test(
    path,
  );
}

function title(route: RouteDef, chinese: boolean): string {
  return chinese ? route.titleZh : route.title;
}

/** The trail for a path: parents and the page, titles in Chinese only where asked for. */
export function breadcrumbTrail(path: string, language: Language, extra = ''): Crumb[] {
  const match = matchRoute(path);
  if (!match) return [];
  const chinese = language === 1 && isCoursePage(path);
  const chain = [...match.parents, match.route].filter(
    (route) => route.breadcrumb !== false && route.path !== '',
  );
  const crumbs: Crumb[] = chain.map((route, index) => ({
    label: title(route, chinese),
    ...(index < chain.length - 1 && route.redirect ? { href: `#${route.redirect}` } : {}),
  }));
  if (extra) crumbs.push({ label: extra });
  return crumbs;
}
