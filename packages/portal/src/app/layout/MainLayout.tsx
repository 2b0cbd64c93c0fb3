import { AppShell, Header, LoadingOverlay, Sidebar, Stack, Text } from '@bq/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useSnapshot } from 'valtio';
import { onSessionExpired } from '../../shared/http/client';
import { layout } from '../../shared/layout/store';
import { queryClient } from '../../shared/query';
import { accessibleRoutes, session, signOut } from '../../shared/session/store';
import { useLogOut } from '../../shared/session/useLogOut';
import { useRolesReload } from '../session/useRolesReload';
import { Breadcrumbs } from './Breadcrumbs';
import { CreateCaseFlow } from './CreateCaseFlow';
import { buildMenu } from './menu';
import { useCounts } from './useCounts';
import { useRoleSwitch } from './useRoleSwitch';

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Stack space="none" padding="lg">
      <Text tone="inverse" weight="bold" size="lg">
        {collapsed ? 'BQ' : 'BQ Portal'}
      </Text>
    </Stack>
  );
}

function Shell() {
  const navigate = useNavigate();
  const logOut = useLogOut();
  const location = useLocation();
  const navigation = useNavigation();
  const snap = useSnapshot(session);
  const view = useSnapshot(layout);
  const counts = useCounts();
  const switchRole = useRoleSwitch();
  const routes = accessibleRoutes(snap);
  const menu = useMemo(() => buildMenu(routes), [routes]);
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

  return (
    <AppShell
      collapsed={view.sidebarCollapsed}
      busy={navigation.state === 'loading'}
      pageKey={location.pathname}
      sidebar={
        <>
          <Brand collapsed={view.sidebarCollapsed} />
          {canCreate && (
            <Stack space="none" px="md" paddingBottom="md">
              <CreateCaseFlow />
            </Stack>
          )}
          <Sidebar
            items={menu}
            activeHref={`#${location.pathname}`}
            collapsed={view.sidebarCollapsed}
            label="Main menu"
            // Through the router, so a page with unsaved changes can hold the navigation.
            onNavigate={(item, event) => {
              if (!item.href) return;
              event.preventDefault();
              navigate(item.href.replace(/^#/, ''));
            }}
          />
        </>
      }
      header={
        <Header
          userName={snap.userName}
          roles={snap.roleList}
          onSwitchRole={(roleId) => void switchRole(String(roleId))}
          showPendingBadge={counts.showPending}
          pendingCount={counts.pendingCount}
          onPendingClick={() => navigate(counts.pendingTarget)}
          showUnreadBadge={counts.showUnread}
          unreadCount={counts.unreadCount}
          onUnreadClick={() => navigate('/home/mine-msg')}
          onLogout={logOut}
        />
      }
      breadcrumb={<Breadcrumbs />}
    >
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <LoadingOverlay open={snap.loading} />
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
