import { Header, LoadingOverlay } from '@bq/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../shared/session/store';
import { useLogOut } from '../../shared/session/useLogOut';
import { Logo } from './Logo';
import { useCounts } from './useCounts';
import { useRoleSwitch } from './useRoleSwitch';

/**
 * The header, with the badge counts it alone shows: a count's answer (two polls, the unread
 * stream) renders the header again, not the whole frame around the page. While a page loads
 * those answers come one by one, and each whole-frame render was one more long task on a slow
 * phone.
 */
export function ShellHeader() {
  const navigate = useNavigate();
  const logOut = useLogOut();
  const snap = useSnapshot(session);
  const counts = useCounts();
  const switchRole = useRoleSwitch();
  return (
    <Header
      logo={<Logo />}
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
  );
}

/** The session's 'Loading' overlay (a role switch), rendered on its own for the same reason. */
export function SessionOverlay() {
  const { loading } = useSnapshot(session);
  return <LoadingOverlay open={loading} />;
}
