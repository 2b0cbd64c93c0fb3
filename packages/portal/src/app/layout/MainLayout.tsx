import { AppShell, Sidebar, Stack } from '@bq/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useSnapshot } from 'valtio';
import { onSessionExpired } from '../../shared/http/client';
import { useNarrowScreen } from '../../shared/layout/narrow';
import { closeDrawer, layout, menuCollapsed } from '../../shared/layout/store';
import { queryClient } from '../../shared/query';
import { accessibleRoutes, session, signOut } from '../../shared/session/store';
import { KeyboardShortcuts } from '../keyboard/KeyboardShortcuts';
import { useRolesReload } from '../session/useRolesReload';
import { Breadcrumbs } from './Breadcrumbs';
import { skipLinkLabel } from './breadcrumb';
import { CreateCaseFlow } from './CreateCaseFlow';
import { buildMenu } from './menu';
import { withIcons } from './menuIcons';
import { SessionOverlay, ShellHeader } from './ShellHeader';

function Shell() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const snap = useSnapshot(session);
  const view = useSnapshot(layout);
  const narrow = useNarrowScreen();
  const collapsed = menuCollapsed(view, narrow);
  const routes = accessibleRoutes(snap);
  const menu = useMemo(() => withIcons(buildMenu(routes)), [routes]);
  const canCreate = snap.access?.kind === 'routes' && snap.access.canCreateCase;
  useRolesReload();

  useEffect(() => {
    // 1001: the API layer closed the toasts and showed why; log out here and go to login.
    onSessionExpired(() => {
      signOut();
      queryClient.clear();
      navigate('/', { replace: true });
    });
  }, [navigate]);

  // The drawer (narrow screens) has done its job once the user went somewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new page
  useEffect(closeDrawer, [location.pathname]);
  const drawerOpen = narrow && view.drawerOpen;
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // Through the router, so a page with unsaved changes can hold the navigation.
  const onNavigate = useCallback(
    (item: { href?: string }, event: { preventDefault(): void }) => {
      if (!item.href) return;
      event.preventDefault();
      navigate(item.href.replace(/^#/, ''));
    },
    [navigate],
  );
  // The same element while the menu, the page and the width stay, so React skips the menu when
  // the shell renders again: it does for every session change and navigation state, several
  // times while a page loads. The header, the breadcrumb and the overlay follow
  // what they show themselves, so they are made once.
  const activeHref = `#${location.pathname}`;
  const sidebar = useMemo(
    () => (
      <>
        {canCreate && (
          <Stack space="none" px={collapsed ? 'sm' : 'md'} py="md">
            <CreateCaseFlow compact={collapsed} />
          </Stack>
        )}
        <Sidebar
          items={menu}
          activeHref={activeHref}
          collapsed={collapsed}
          label="Main menu"
          onNavigate={onNavigate}
        />
      </>
    ),
    [canCreate, collapsed, menu, activeHref, onNavigate],
  );
  const header = useMemo(() => <ShellHeader />, []);
  const breadcrumb = useMemo(() => <Breadcrumbs />, []);
  const overlay = useMemo(() => <SessionOverlay />, []);
  const shortcuts = useMemo(() => <KeyboardShortcuts menu={menu} />, [menu]);

  return (
    <AppShell
      collapsed={collapsed}
      onCollapse={closeDrawer}
      busy={navigation.state === 'loading'}
      pageKey={location.pathname}
      skipLinkLabel={skipLinkLabel(location.pathname, view.language)}
      sidebar={sidebar}
      header={header}
      breadcrumb={breadcrumb}
    >
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {overlay}
      {shortcuts}
    </AppShell>
  );
}

/** The staff area: the query cache only signed-in pages need, and the frame around every page. */
export function MainLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}
