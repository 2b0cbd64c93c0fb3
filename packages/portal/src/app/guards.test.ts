import { describe, expect, it } from 'vitest';
import type { RoleFilterResult } from '../shared/roles/filterRoutes';
import { flattenRoutes, route } from '../shared/routes/routeDef';
import {
  createRedirectCounter,
  decide,
  type GuardState,
  isPublicPath,
  REDIRECT_LIMIT,
} from './guards';
import { ROUTE_TABLE } from './routes/table';
import { isPortalPath } from './session/loadAccess';

const staffAccess: RoleFilterResult = {
  kind: 'routes',
  routes: [
    route('/home', 'Home', '首页', { children: [route('mine-msg', 'Notifications', '消息')] }),
  ],
  granted: new Set(),
  canCreateCase: false,
};
const signedIn = (over: Partial<GuardState> = {}): GuardState => ({
  token: 't',
  tourist: false,
  access: staffAccess,
  hasRoles: true,
  ...over,
});
const anonymous: GuardState = { token: null, tourist: false, access: null, hasRoles: false };

describe('navigation guard (spec §4)', () => {
  it('sends everything but /, /404 and the tourist hall to / without a token', () => {
    for (const path of ['/home', '/transaction/caselist', '/tran-middle-loading', '/pay-loading']) {
      expect(decide(path, anonymous)).toEqual({ kind: 'redirect', to: '/' });
    }
    for (const path of [
      '/',
      '/404',
      '/bq-institute-tourist/index',
      '/bq-institute-tourist/detail/1/22/Lee',
    ]) {
      expect(decide(path, anonymous)).toEqual({ kind: 'allow' });
    }
  });

  it('loads the role-based routes on the first navigation with a token', () => {
    expect(decide('/home', signedIn({ access: null }))).toEqual({ kind: 'load' });
  });

  it('lands a user whose role grants nothing on apply/index and keeps them to their applications', () => {
    const noRole = signedIn({ access: { kind: 'no-role' } });
    // Spec §4: no role lands on apply/index, where only the entry application is offered.
    expect(decide('/home', noRole)).toEqual({ kind: 'redirect', to: '/approval/apply/index' });
    expect(decide('/404', noRole)).toEqual({ kind: 'redirect', to: '/approval/apply/index' });
    expect(decide('/', noRole)).toEqual({ kind: 'redirect', to: '/approval/apply/index' });
    expect(decide('/approval/apply/index', noRole)).toEqual({ kind: 'allow' });
    expect(decide('/approval/apply/entry', noRole)).toEqual({ kind: 'allow' });
    expect(decide('/approval/apply/tutor', noRole)).toEqual({
      kind: 'redirect',
      to: '/approval/apply/index',
    });
  });

  it('sends / and /404 to /home when the user has roles, else to the apply page', () => {
    expect(decide('/', signedIn())).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/404', signedIn())).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/', signedIn({ hasRoles: false }))).toEqual({
      kind: 'redirect',
      to: '/approval/apply/index',
    });
  });

  it('opens the first page of a menu entry that only groups pages', () => {
    const access: RoleFilterResult = {
      ...staffAccess,
      routes: [
        route('/approval', 'Approval', '审批', {
          children: [route('apply', 'Apply', '申请', { redirect: '/approval/apply/index' })],
        }),
      ],
    };
    expect(decide('/approval/apply', signedIn({ access }))).toEqual({
      kind: 'redirect',
      to: '/approval/apply/index',
    });
    expect(decide('/bq-institute-tourist', anonymous)).toEqual({
      kind: 'redirect',
      to: '/bq-institute-tourist/index',
    });
  });

  it('allows the routes of the active role, optional parameters included, and nothing else', () => {
    expect(decide('/home/mine-msg', signedIn())).toEqual({ kind: 'allow' });
    expect(decide('/userroles/usermgt/index', signedIn())).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  // Never a silent /home. A page of the portal the role lacks is refused in words.
  it('refuses a page of the portal the role lacks on a page that says so, and 404s the rest', () => {
    expect(decide('/transaction/caselist', signedIn({ isPortalPath }))).toEqual({
      kind: 'redirect',
      to: '/no-access?from=%2Ftransaction%2Fcaselist',
    });
    expect(decide('/no-such-page', signedIn({ isPortalPath }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    // Until the table is at hand the guard cannot tell, and the spec's /404 stands.
    expect(decide('/transaction/caselist', signedIn())).toEqual({ kind: 'redirect', to: '/404' });
    for (const path of ['/no-access', '/not-available']) {
      expect(decide(path, signedIn())).toEqual({ kind: 'allow' });
    }
  });

  it('keeps a tourist in the public course hall', () => {
    const tourist = signedIn({ tourist: true, access: null });
    expect(decide('/home', tourist)).toEqual({
      kind: 'redirect',
      to: '/bq-institute-tourist/index',
    });
    expect(decide('/bq-institute-tourist/index', tourist)).toEqual({ kind: 'allow' });
    expect(decide('/', tourist)).toEqual({ kind: 'redirect', to: '/bq-institute-tourist/index' });
  });

  it('lets a tourist account (registered on the login page) reach the entry application', () => {
    const tourist = signedIn({ tourist: true, access: null });
    // Its access (no role) is loaded first, then the no-role pages open; nothing else does.
    expect(decide('/approval/apply/entry', tourist)).toEqual({ kind: 'load' });
    const loaded = signedIn({ tourist: true, access: { kind: 'no-role' } });
    expect(decide('/approval/apply/entry', loaded)).toEqual({ kind: 'allow' });
    expect(decide('/approval/apply/index', loaded)).toEqual({ kind: 'allow' });
    expect(decide('/approval/apply/wages', loaded)).toEqual({
      kind: 'redirect',
      to: '/bq-institute-tourist/index',
    });
  });
});

describe('public paths', () => {
  it('are exactly the public routes of the route table', () => {
    // Each route's pattern with its parameters filled, as an address would have them.
    const address = (pattern: string) => pattern.replace(/\/:[^/]+/g, '/x');
    const routes = flattenRoutes(ROUTE_TABLE);
    for (const { route: r, fullPath } of routes)
      expect([fullPath, isPublicPath(address(fullPath))]).toEqual([fullPath, Boolean(r.public)]);
    expect(routes.filter(({ route: r }) => r.public).length).toBeGreaterThan(5);
  });
});

describe('redirect guard', () => {
  it(`allows ${REDIRECT_LIMIT} redirects in a row and refuses the next`, () => {
    const counter = createRedirectCounter();
    for (let i = 0; i < REDIRECT_LIMIT; i++) expect(counter.next()).toBe(true);
    expect(counter.next()).toBe(false);
  });

  it('starts counting again after a navigation that was let through', () => {
    const counter = createRedirectCounter(2);
    counter.next();
    counter.next();
    counter.reset();
    expect(counter.next()).toBe(true);
  });
});
