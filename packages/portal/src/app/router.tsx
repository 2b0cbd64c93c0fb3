import {
  createHashRouter,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { session } from '../shared/session/store';
import { createRedirectCounter, decide } from './guards';
import { RouteError } from './RouteError';
import { PAGES, type PageEntry } from './routes/pages';

const redirects = createRedirectCounter();

/** Loads the role-based routes on the first navigation with a token (lazy: it needs the API). */
async function loadAccess(): Promise<void> {
  const { loadSessionAccess } = await import('./session/loadAccess');
  await loadSessionAccess();
}

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
    await loadAccess();
    decision = decide(path, state());
  }
  if (decision.kind === 'redirect' && decision.to !== path && redirects.next()) {
    return redirect(decision.to);
  }
  redirects.reset();
  return null;
}

function pageRoute([path, page]: [string, PageEntry]): RouteObject {
  // A failed chunk load rejects the navigation; the error element says so.
  return { path, lazy: async () => ({ Component: (await page.load()).default }) };
}

/** Every built page; staff pages inside the main layout, bare ones outside it. */
export function createAppRouter() {
  const pages = Object.entries(PAGES);
  return createHashRouter([
    {
      id: 'root',
      loader: guardLoader,
      shouldRevalidate: () => true,
      errorElement: <RouteError />,
      hydrateFallbackElement: null,
      children: [
        ...pages.filter(([, page]) => page.bare).map(pageRoute),
        {
          lazy: async () => ({ Component: (await import('./layout/MainLayout')).MainLayout }),
          errorElement: <RouteError />,
          children: pages.filter(([, page]) => !page.bare).map(pageRoute),
        },
        // An element, not a loader: the guard's redirect of the same navigation must win.
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]);
}
