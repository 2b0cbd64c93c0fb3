/**
 * A route of spec §2 as data. The table holds every route the product has, built or not; a
 * route renders (and shows in the menu) only once its page is registered in `pages.ts`.
 */
export const RETURN_BUTTONS = [
  /** Back in history. */
  'back',
  /** Case creation: asks 'Cancel transaction creation?' first (spec §4). */
  'case-create',
  /** Case processing: reminds 'Please click the save button.' when unsaved (spec §4). */
  'case-process',
  /** Lecturer payment confirm: back to the order-receipt list (spec §2). */
  'receipt-list',
  /** Refund detail and approval: back to the refund list with the order type as tab (spec §2). */
  'refund-list',
] as const;
export type ReturnButtonType = (typeof RETURN_BUTTONS)[number];

export interface RouteDef {
  /** Path segment relative to the parent (absolute, starting with `/`, at the top level). */
  readonly path: string;
  readonly title: string;
  /** The alternate Chinese title (breadcrumb language toggle 1 = Chinese). */
  readonly titleZh: string;
  /** Not listed in the menu (detail and edit pages, redirects). */
  readonly hidden?: boolean;
  /** Shown in the breadcrumb trail (default true). */
  readonly breadcrumb?: boolean;
  /** Module id: a top-level route needs it in the role tree; a child needs it in its menu's list. */
  readonly roleId?: string;
  /** Children are kept only when their roleId is in this menu's role list (spec §6). */
  readonly roleChildren?: boolean;
  /**
   * Also kept when the role grants any of these ids anywhere in its tree, whatever its menu: a
   * page the server serves to more modules than the menu's own (the examine queue is for whoever
   * may decide a step, finance's vendor-payment step included). A parent menu the role lacks is
   * then kept with just such children.
   */
  readonly grantedBy?: readonly string[];
  readonly returnButton?: ReturnButtonType;
  /**
   * Where a group sends the user: `true` for its first child (the usual `…/index`), derived so the
   * path is never typed twice; an absolute path only for a redirect elsewhere.
   */
  readonly redirect?: string | true;
  /** Public: reachable without a token (spec §4). */
  readonly public?: boolean;
  /** Rendered outside the staff layout (login, 404, loading pages, tourist hall). */
  readonly bare?: boolean;
  /** Course pages: the breadcrumb offers the language toggle (spec §2); children inherit it. */
  readonly languageToggle?: boolean;
  /** Case create and process pages: they own the breadcrumb's extra text (spec §4). */
  readonly caseEditor?: boolean;
  readonly children?: readonly RouteDef[];
}

/** Builds one route entry; keeps the table readable as one line per route. */
export function route(
  path: string,
  title: string,
  titleZh: string,
  options: Omit<RouteDef, 'path' | 'title' | 'titleZh'> = {},
): RouteDef {
  return { path, title, titleZh, ...options };
}

/** The path a route redirects to, if any: `true` is its first child without optional params. */
export function redirectOf(fullPath: string, route: RouteDef): string | undefined {
  const first = route.children?.[0]?.path ?? '';
  return route.redirect === true
    ? joinPath(fullPath, first.replace(/\/?:[^/]+\?/g, ''))
    : route.redirect;
}

/** Joins a parent's full path and a child segment. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  // An empty child path is its parent's index page.
  if (child === '') return parent;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Every route with its full path, depth first. */
export function flattenRoutes(
  routes: readonly RouteDef[],
  parent = '',
): { fullPath: string; route: RouteDef; parents: RouteDef[] }[] {
  return routes.flatMap((r) => {
    const fullPath = joinPath(parent || '/', r.path);
    const children = flattenRoutes(r.children ?? [], fullPath).map((entry) => ({
      ...entry,
      parents: [r, ...entry.parents],
    }));
    return [{ fullPath, route: r, parents: [] }, ...children];
  });
}
