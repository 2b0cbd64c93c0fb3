import { MODULE_IDS } from '@bq/contract/meta';
import type { RouteDef } from '../routes/routeDef';

/** One entry of the server's role tree (spec §3): a menu id and the ids it grants below it. */
export interface RoleTreeEntry {
  readonly id: string;
  readonly list?: readonly RoleTreeEntry[];
}

export interface RoleContext {
  /** The agent's admin config; 1 = certified mentor, the only case that gets the coach center. */
  readonly mentorCertificate?: number | null;
}

export type RoleFilterResult =
  | { readonly kind: 'no-role' }
  | {
      readonly kind: 'routes';
      readonly routes: readonly RouteDef[];
      /** Every id the role tree grants, menus, pages and permission items alike. */
      readonly granted: ReadonlySet<string>;
      /** Permission item 6473127978733605: shows the Create new button. */
      readonly canCreateCase: boolean;
    };

export const CREATE_CASE_PERMISSION = MODULE_IDS['transaction/create-new'];
export const COACH_CENTER_ID = MODULE_IDS['coach-center'];

function collectIds(entries: readonly RoleTreeEntry[], into: Set<string>): Set<string> {
  for (const entry of entries) {
    into.add(String(entry.id));
    if (entry.list) collectIds(entry.list, into);
  }
  return into;
}

/**
 * Spec §6 as one pure function: which routes the active role may see.
 * - routes without a role id are always kept;
 * - an empty tree is the no-role result (the user goes to /404);
 * - a role route is kept when its id is in the tree; when it says its children are filtered,
 *   a child with a role id is kept only if that id is in the menu's own list;
 * - the coach center is kept only for a certified mentor (mentorCertificate 1);
 * - a route with `grantedBy` is also kept when the tree grants one of those ids (with its parent
 *   menu, even one the role lacks).
 */
export function filterRoutesByRoles(
  routes: readonly RouteDef[],
  tree: readonly RoleTreeEntry[] | null | undefined,
  context: RoleContext = {},
): RoleFilterResult {
  if (!tree || tree.length === 0) return { kind: 'no-role' };
  const menus = new Map(tree.map((entry) => [String(entry.id), entry]));
  const granted = collectIds(tree, new Set());

  const grantedBy = (route: RouteDef) => route.grantedBy?.some((id) => granted.has(id)) ?? false;
  const kept: RouteDef[] = [];
  for (const route of routes) {
    if (!route.roleId) {
      kept.push(route);
      continue;
    }
    const menu = menus.get(route.roleId);
    if (!menu) {
      // The menu is not the role's, but a page under it may be (see RouteDef.grantedBy).
      const children = route.roleChildren ? (route.children ?? []).filter(grantedBy) : [];
      if (children.length > 0) kept.push({ ...route, children });
      continue;
    }
    if (route.roleId === COACH_CENTER_ID && context.mentorCertificate !== 1) continue;
    if (!route.roleChildren || !route.children) {
      kept.push(route);
      continue;
    }
    const allowed = new Set((menu.list ?? []).map((child) => String(child.id)));
    const children = route.children.filter(
      (child) => !child.roleId || allowed.has(child.roleId) || grantedBy(child),
    );
    kept.push({ ...route, children });
  }
  return {
    kind: 'routes',
    routes: kept,
    granted,
    canCreateCase: granted.has(CREATE_CASE_PERMISSION),
  };
}
