import { MODULE_IDS as M } from '@bq/contract/meta';
import { describe, expect, it } from 'vitest';
import { type RouteDef, route } from '../routes/routeDef';
import { filterRoutesByRoles } from './filterRoutes';

const routes: RouteDef[] = [
  route('/', 'Login', '登录', { public: true }),
  route('/home', 'Home', '首页', {
    roleId: M.home,
    roleChildren: true,
    children: [
      route('', 'Dashboard', '工作台', { roleId: M['home/dashboard'] }),
      route('mine-msg', 'Notifications', '消息通知', { roleId: M['home/mine-msg'] }),
    ],
  }),
  route('/approval', 'Approval', '审批', {
    roleId: M.approval,
    roleChildren: true,
    children: [
      route('apply', 'Apply', '申请', { roleId: M['approval/apply'] }),
      route('examine', 'Examine', '审批', { roleId: M['approval/examine'] }),
      route('help', 'Help', '帮助'),
    ],
  }),
  route('/calendar', 'Calendar', '日历', {
    roleId: M.calendar,
    children: [route('index', 'Calendar', '日历', { roleId: M['calendar/index'] })],
  }),
  route('/coach-center', 'Coach center', '教练中心', { roleId: M['coach-center'] }),
];

const paths = (result: ReturnType<typeof filterRoutesByRoles>) =>
  result.kind === 'routes' ? result.routes.map((r) => r.path) : result.kind;
const childPaths = (result: ReturnType<typeof filterRoutesByRoles>, path: string) =>
  result.kind === 'routes'
    ? result.routes.find((r) => r.path === path)?.children?.map((c) => c.path)
    : undefined;

describe('role filtering (spec §6)', () => {
  it('gives the no-role result for an empty or missing role tree', () => {
    expect(filterRoutesByRoles(routes, [])).toEqual({ kind: 'no-role' });
    expect(filterRoutesByRoles(routes, null)).toEqual({ kind: 'no-role' });
  });

  it('always keeps routes without a role id', () => {
    expect(paths(filterRoutesByRoles(routes, [{ id: M.calendar }]))).toEqual(['/', '/calendar']);
  });

  it('keeps a role route only when the tree holds its id', () => {
    const result = filterRoutesByRoles(routes, [{ id: M.home, list: [] }]);
    expect(paths(result)).toEqual(['/', '/home']);
  });

  it("keeps a filtered menu's children only when their ids are in that menu's list", () => {
    const result = filterRoutesByRoles(routes, [
      { id: M.approval, list: [{ id: M['approval/apply'] }] },
      { id: M.home, list: [{ id: M['home/dashboard'] }, { id: M['approval/examine'] }] },
    ]);
    // examine is granted under home, not under approval: it must not leak across menus.
    expect(childPaths(result, '/approval')).toEqual(['apply', 'help']);
    expect(childPaths(result, '/home')).toEqual(['']);
  });

  it('leaves the children of a menu that is not filtered by sub-role alone', () => {
    const result = filterRoutesByRoles(routes, [{ id: M.calendar, list: [] }]);
    expect(childPaths(result, '/calendar')).toEqual(['index']);
  });

  it('adds the coach center only for a certified mentor', () => {
    const tree = [{ id: M['coach-center'] }];
    expect(paths(filterRoutesByRoles(routes, tree, { mentorCertificate: 0 }))).toEqual(['/']);
    expect(paths(filterRoutesByRoles(routes, tree))).toEqual(['/']);
    expect(paths(filterRoutesByRoles(routes, tree, { mentorCertificate: 1 }))).toEqual([
      '/',
      '/coach-center',
    ]);
  });

  it('shows Create new only with permission item 6473127978733605', () => {
    const without = filterRoutesByRoles(routes, [{ id: M.transaction, list: [] }]);
    const withIt = filterRoutesByRoles(routes, [
      { id: M.transaction, list: [{ id: '6473127978733605' }] },
    ]);
    expect(without.kind === 'routes' && without.canCreateCase).toBe(false);
    expect(withIt.kind === 'routes' && withIt.canCreateCase).toBe(true);
  });

  it('keeps a page granted by another module, with its parent menu, whatever the menu says', () => {
    const decide = [M['approval/examine'], M['financial/vendor-pay']];
    const withQueue: RouteDef[] = [
      route('/approval', 'Approval', '审批', {
        roleId: M.approval,
        roleChildren: true,
        children: [
          route('apply', 'Apply', '申请', { roleId: M['approval/apply'] }),
          route('examine', 'Examine', '审批', { roleId: M['approval/examine'], grantedBy: decide }),
        ],
      }),
    ];
    const vendorPay = { id: M.financial, list: [{ id: M['financial/vendor-pay'] }] };
    // Finance: the approval menu lists apply only, yet the queue is theirs to decide from.
    const finance = filterRoutesByRoles(withQueue, [
      { id: M.approval, list: [{ id: M['approval/apply'] }] },
      vendorPay,
    ]);
    expect(childPaths(finance, '/approval')).toEqual(['apply', 'examine']);
    // No approval menu at all: the menu comes back with the queue alone.
    expect(childPaths(filterRoutesByRoles(withQueue, [vendorPay]), '/approval')).toEqual([
      'examine',
    ]);
    // Neither module: nothing.
    expect(paths(filterRoutesByRoles(withQueue, [{ id: M.calendar }]))).toEqual([]);
  });

  it('accepts numeric ids from the server as well as strings', () => {
    const tree = [{ id: Number(M.calendar) as unknown as string }];
    expect(paths(filterRoutesByRoles(routes, tree))).toEqual(['/', '/calendar']);
  });
});
