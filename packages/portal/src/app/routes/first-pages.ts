import { page } from './page';

/**
 * The pages the router knows from the start: the login screen and the bare pages a link or a
 * payment provider may open cold. Every other page is patched in on the first navigation that
 * needs it (`router.tsx`), so the list of 139 routes and their loaders stays off the login load.
 */
export const FIRST_PAGES = {
  ...page(() => import('../../features/auth/pages/LoginPage'), ['/'], { bare: true }),
  ...page(() => import('../../features/status/pages/NotFoundPage'), ['/404'], { bare: true }),
  ...page(
    () => import('../../features/status/pages/TranMiddleLoadingPage'),
    ['/tran-middle-loading'],
    { bare: true },
  ),
  ...page(() => import('../../features/status/pages/PayLoadingPage'), ['/pay-loading'], {
    bare: true,
  }),
};
