import { flattenRoutes, type RouteDef } from '../../../shared/routes/routeDef';
import { PAGES } from '../../routes/pages';
import { isBuilt } from '../menu';

/** A page of the menu, searchable by its title in either language. */
export interface PageEntry {
  path: string;
  title: string;
  titleZh: string;
  /** The menu group it sits under, in both languages ('' at the top). */
  parent: string;
  parentZh: string;
}

/**
 * The pages the person may open from the menu: the routes their role keeps (the session's
 * table), built, not hidden, with a page of their own; optional parameters dropped as the menu
 * drops them. Searched in the browser: they are the role's menu, not records.
 */
export function menuPages(
  routes: readonly RouteDef[],
  pages: Readonly<Record<string, unknown>> = PAGES,
): PageEntry[] {
  return flattenRoutes(routes).flatMap(({ fullPath, route, parents }) => {
    if (route.hidden || route.bare || parents.some((p) => p.hidden || p.bare)) return [];
    if (!pages[fullPath] || !isBuilt(route, fullPath, pages)) return [];
    // A group's index page is named like its group: it stands for the group.
    const parent = parents.at(-1);
    const named = parent && parent.title === route.title ? parents.at(-2) : parent;
    return [
      {
        path: fullPath.replace(/\/:[^/]+\?/g, '') || '/',
        title: route.title,
        titleZh: route.titleZh,
        parent: named?.title ?? '',
        parentZh: named?.titleZh ?? '',
      },
    ];
  });
}

/** The pages whose title (either language) or group holds every word of the query. */
export function matchPages(entries: readonly PageEntry[], query: string, limit = 5): PageEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return entries
    .filter((entry) => {
      const text =
        `${entry.title} ${entry.titleZh} ${entry.parent} ${entry.parentZh}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, limit);
}
