import { matchPath } from 'react-router';
import type { RoleFilterResult } from '../shared/roles/filterRoutes';
import { flattenRoutes, type RouteDef, redirectOf } from '../shared/routes/routeDef';

/**
 * Reachable without a token (spec §4): login, 404, the whole tourist course hall (the list, a
 * course, a certificate check, a registration mail's links), a marketing mail's unsubscribe link
 * and a listing's share page. Prefixes rather than the table's patterns, so
 * the guard puts neither the table nor a pattern per public page on the first load;
 * `guards.test.ts` checks it admits every public route of the table and no other route.
 */
const PUBLIC_PAGES = ['/', '/404'];
const HALL = '/bq-institute-tourist';
const UNSUBSCRIBE = '/unsubscribe/';
/** A listing's share page: its link works without a login. */
const LISTING_SHARE = '/housing-manage/h-share/';
const PUBLIC_REDIRECTS: Record<string, string> = { [HALL]: `${HALL}/index` };

export function isPublicPath(path: string): boolean {
  return (
    PUBLIC_PAGES.includes(path) ||
    path === HALL ||
    path.startsWith(`${HALL}/`) ||
    path.startsWith(UNSUBSCRIBE) ||
    path.startsWith(LISTING_SHARE)
  );
}

/** Spec §9 "Redirect guard 10": never redirect more than this many times in a row. */
export const REDIRECT_LIMIT = 10;

export const LOGIN_PATH = '/';
export const NOT_FOUND_PATH = '/404';
export const HOME_PATH = '/home';
export const NO_ROLE_HOME_PATH = '/approval/apply/index';
export const TOURIST_HOME_PATH = '/bq-institute-tourist/index';
/**
 * Where a signed-in user is told why an address did not open (never a silent /home):
 * a page of the portal their active role does not hold, or one that is not built yet. Both say
 * which address and offer a way back; the address itself travels as `?from=`.
 */
export const NO_ACCESS_PATH = '/no-access';
export const NOT_AVAILABLE_PATH = '/not-available';
const EXPLANATION_PATHS: readonly string[] = [NO_ACCESS_PATH, NOT_AVAILABLE_PATH];

/** The explanation page for `path`, the refused or unbuilt address named in its query. */
export function explained(page: string, path: string): string {
  return `${page}?from=${encodeURIComponent(path)}`;
}
/**
 * What a signed-in user without a role may open (spec §4: they land on apply/index): their
 * applications and the entry application, the one kind a newly registered person can send.
 */
export const NO_ROLE_PATHS = [NO_ROLE_HOME_PATH, '/approval/apply/entry'] as const;

/** What the navigation guard knows about the session. */
export interface GuardState {
  token: string | null;
  tourist: boolean;
  access: RoleFilterResult | null;
  /** The user holds at least one role (the role list is not empty). */
  hasRoles: boolean;
  /**
   * Whether an address is a page of the portal at all (the whole route table, whatever the
   * role): such an address the role lacks is refused in words; an unknown one is a 404.
   */
  isPortalPath?: (path: string) => boolean;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load' };

/** Whether `path` is one of `routes` (with their children), patterns and optional params included. */
export function findRoute(routes: readonly RouteDef[], path: string): RouteDef | undefined {
  return flattenRoutes(routes).find(({ fullPath }) =>
    matchPath({ path: fullPath, end: true }, path),
  )?.route;
}

/**
 * Spec §4 "Navigation" as one pure decision for one navigation. `load` means: fetch the
 * role-based routes first (the first navigation with a token), then decide again.
 */
export function decide(path: string, state: GuardState): GuardDecision {
  const isPublic = isPublicPath(path);
  const publicRedirect = PUBLIC_REDIRECTS[path];
  if (publicRedirect) return { kind: 'redirect', to: publicRedirect };
  if (!state.token) {
    // No token: everything but /, /404 and the tourist hall goes to the login route.
    return isPublic ? { kind: 'allow' } : { kind: 'redirect', to: LOGIN_PATH };
  }
  if (state.tourist) {
    // Tourist mode loads tourist info instead of roles; its home is the public course hall. A
    // tourist account has no role, so the no-role pages are open to it too: whoever registered on
    // the login page can apply to join, once its access (no role) is loaded.
    if (isPublic && path !== LOGIN_PATH) return { kind: 'allow' };
    if (!(NO_ROLE_PATHS as readonly string[]).includes(path)) {
      return { kind: 'redirect', to: TOURIST_HOME_PATH };
    }
    return state.access ? { kind: 'allow' } : { kind: 'load' };
  }
  if (!state.access) return { kind: 'load' };
  if (state.access.kind === 'no-role') {
    return (NO_ROLE_PATHS as readonly string[]).includes(path)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: NO_ROLE_HOME_PATH };
  }
  if (path === LOGIN_PATH || path === NOT_FOUND_PATH) {
    return { kind: 'redirect', to: state.hasRoles ? HOME_PATH : NO_ROLE_HOME_PATH };
  }
  if (isPublic || EXPLANATION_PATHS.includes(path)) return { kind: 'allow' };
  const route = findRoute(state.access.routes, path);
  // A menu entry that only groups pages opens its first page (e.g. apply → apply/index).
  const redirect = route && redirectOf(path, route);
  if (redirect) return { kind: 'redirect', to: redirect };
  if (route) return { kind: 'allow' };
  // Spec §4 sends /404 on to /home when signed in; a real page the role lacks says so instead.
  return state.isPortalPath?.(path)
    ? { kind: 'redirect', to: explained(NO_ACCESS_PATH, path) }
    : { kind: 'redirect', to: NOT_FOUND_PATH };
}

/**
 * Counts redirects in a row; a navigation that is allowed resets it. Past the limit the guard
 * stops redirecting and lets the navigation through, so a bad role setup ends on a page
 * instead of spinning forever.
 */
export function createRedirectCounter(limit = REDIRECT_LIMIT) {
  let count = 0;
  return {
    /** True while another redirect is still allowed. */
    next(): boolean {
      count += 1;
      return count <= limit;
    },
    reset(): void {
      count = 0;
    },
  };
}
