import {
  createHashRouter,
  type LoaderFunctionArgs,
  matchPath,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  replace,
} from 'react-router';
import { session } from '../shared/session/store';
import { createRedirectCounter, decide, NOT_FOUND_PATH } from './guards';
import { RouteError } from './RouteError';
import { FIRST_PAGES } from './routes/first-pages';
import type { PageEntry } from './routes/page';

const redirects = createRedirectCounter();

/**
 * The session's start-up module (lazy: it needs the API), which also knows the whole route table.
 * One import site, so the first load carries its preload list once.
 */
const accessModule = () => import('./session/loadAccess');

function pathOf(request: Request): string {
  return decodeURI(new URL(request.url).pathname) || '/';
}

/** Spec §4 on every navigation: the root loader runs for each one (shouldRevalidate). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  const path = pathOf(request);
  const state = () => ({
    token: session.token,
    tourist: session.tourist,
    access: session.access,
    hasRoles: session.roleList.length > 0,
  });
  let decision = decide(path, state());
  if (decision.kind === 'load') {
    await (await accessModule()).loadSessionAccess();
    decision = decide(path, state());
  }
  if (decision.kind === 'redirect' && decision.to === NOT_FOUND_PATH && session.access) {
    decision = decide(path, { ...state(), isPortalPath: (await accessModule()).isPortalPath });
  }
  if (decision.kind === 'redirect' && decision.to !== path && redirects.next()) {
    // In place of the refused address, not after it: "back" then leaves the refusal instead of
    // asking for the same address again (and being sent to the same page).
    return replace(decision.to);
  }
  redirects.reset();
  return null;
}

function pageRoute([path, page]: [string, PageEntry]): RouteObject {
  return { path, lazy: async () => ({ Component: (await page.load()).default }) };
}

/**
 * What shows while the first navigation's guard runs (a token's access is being loaded): nothing,
 * as before, but declared, so the router does not warn on every load that it has none.
 */
function Starting() {
  return null;
}

const STAFF_PAGES_ID = 'staff-pages';
let laterPages: Promise<typeof import('./routes/pages')> | undefined;

/** The first segment of a path (no page's pattern starts with a parameter). */
const headOf = (path: string) => path.split('/')[1] ?? '';

/** The entries whose pattern matches `path`: usually one, a few where patterns overlap. */
function entriesFor(pages: Readonly<Record<string, PageEntry>>, path: string) {
  const head = headOf(path);
  return Object.entries(pages).filter(
    ([pattern]) => headOf(pattern) === head && matchPath({ path: pattern, end: true }, path),
  );
}

/**
 * Lazy route discovery: a navigation to a path the router does not hold yet (it matches only the
 * catch-all) loads the page list and patches in the pages that match that path, staff pages
 * inside the main layout and bare ones beside the login; an address that matches none stays with
 * the catch-all. Only those: the router flattens and ranks its whole tree on every patch, and
 * all 150 pages cost a signed-in page's first load about 60 ms of script (four times that on a
 * slow phone's CPU). Every call patches through its own `patch`: the router drops the
 * patches of a navigation that was interrupted (a second address typed while the first was
 * loading), and it skips routes it already has.
 */
export const patchLaterPages: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  laterPages ??= import('./routes/pages').catch((error: unknown) => {
    // A failed chunk (a deploy, a dropped connection) is tried again on the next navigation.
    laterPages = undefined;
    throw error;
  });
  const { LATER_PAGES, EXPLANATION_PAGES } = await laterPages;
  const later = entriesFor(LATER_PAGES, path);
  const bare = later.filter(([, page]) => page.bare);
  const staff = [...later.filter(([, page]) => !page.bare), ...entriesFor(EXPLANATION_PAGES, path)];
  if (bare.length > 0) patch('root', bare.map(pageRoute));
  if (staff.length > 0) patch(STAFF_PAGES_ID, staff.map(pageRoute));
};

/** The first-load pages; every other page is patched in by `patchLaterPages`. */
export function createAppRouter() {
  const pages = Object.entries(FIRST_PAGES);
  return createHashRouter(
    [
      {
        id: 'root',
        loader: guardLoader,
        shouldRevalidate: () => true,
        errorElement: <RouteError />,
        HydrateFallback: Starting,
        children: [
          ...pages.filter(([, page]) => page.bare).map(pageRoute),
          {
            lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
            errorElement: <RouteError />,
            children: [
              {
                // A failed page chunk (a deploy, a dropped connection) is caught here, inside the
                // layout: the menu and header stay and only the page says so. Not on the page
                // route itself: a route whose lazy load failed still counts as unloaded, and the
                // router would render nothing below the root.
                id: STAFF_PAGES_ID,
                errorElement: <RouteError />,
                children: [],
              },
            ],
          },
          // A component, not a loader: the guard's redirect of the same navigation must win.
          // From the page list's module, which any address beyond the first pages loads anyway.
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/pages')).Unbuilt }),
          },
        ],
      },
    ],
    { patchRoutesOnNavigation: patchLaterPages },
  );
}
