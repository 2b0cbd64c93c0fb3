import type { RouteDef } from '../../../shared/routes/routeDef';
import { adminRoutes } from './admin';
import { instituteRoutes } from './institute';
import { marketRoutes } from './market';
import { publicRoutes } from './public';
import { workRoutes } from './work';

/** Every route of spec §2, in menu order. */
export const ROUTE_TABLE: readonly RouteDef[] = [
  ...publicRoutes,
  ...workRoutes,
  ...adminRoutes,
  ...instituteRoutes,
  ...marketRoutes,
];
