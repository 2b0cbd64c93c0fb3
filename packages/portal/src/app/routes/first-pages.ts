import { page } from './page';

/**
 * The pages the router knows from the start: the login screen, the 404 page, and the public
 * course hall with its course detail (a visitor's first page: patched in, it first fetched the
 * whole page list, 5.8 KB). Every other page, the payment hand-over pages included, is
 * patched in on the first navigation that needs it (`router.tsx`), so the list of the other
 * routes and their loaders stays off the login screen's budget.
 */
export const FIRST_PAGES = {
  ...page(() => import('../../features/auth/pages/LoginPage'), ['/'], { bare: true }),
  ...page(() => import('../../features/status/pages/NotFoundPage'), ['/404'], { bare: true }),
  ...page(
    () => import('../../features/institute/pages/TouristHallPage'),
    ['/bq-institute-tourist/index'],
    { bare: true },
  ),
  ...page(
    () => import('../../features/institute/pages/TouristDetailPage'),
    ['/bq-institute-tourist/detail/:type?/:id?/:lecturerName?'],
    { bare: true },
  ),
};
