import type { SidebarItem } from '@bq/ui';
import { joinPath, type RouteDef } from '../../shared/routes/routeDef';
import { PAGES } from '../routes/pages';

/**
 * Whether a route, or anything below it, has a built page a menu can lead to. A hidden page
 * (a detail, a letter form) does not count: built under a group whose list is not, it would give
 * the menu an entry that opens nothing.
 */
export function isBuilt(
  route: RouteDef,
  fullPath: string,
  pages: Readonly<Record<string, unknown>> = PAGES,
): boolean {
  if (route.hidden) return false;
  if (pages[fullPath]) return true;
  return (route.children ?? []).some((child) =>
    isBuilt(child, joinPath(fullPath, child.path), pages),
  );
}

/** Sidebar entries for the routes the active role may see: built, not hidden, not bare. */
export function buildMenu(
  routes: readonly RouteDef[],
  pages: Readonly<Record<string, unknown>> = PAGES,
  parent = '',
): SidebarItem[] {
  return routes.flatMap((route): SidebarItem[] => {
    const fullPath = joinPath(parent || '/', route.path);
    if (route.hidden || route.bare || !isBuilt(route, fullPath, pages)) return [];
    const children = route.children ? buildMenu(route.children, pages, fullPath) : [];
    // A group with one entry is one link (labelled as the group), not a group of one.
    const only = children.length === 1 ? children[0] : undefined;
    if (only)
      return [{ id: fullPath, label: route.title, href: only.href ?? `#${menuHref(fullPath)}` }];
    if (children.length > 0) return [{ id: fullPath, label: route.title, children }];
    return [{ id: fullPath, label: route.title, href: `#${menuHref(fullPath)}` }];
  });
}

/** Optional params are dropped from a menu link (`caselist/:status?` → `caselist`). */
function menuHref(fullPath: string): string {
  return fullPath.replace(/\/:[^/]+\?/g, '') || '/';
}
