import { CommandPaletteTrigger, Header, LoadingOverlay } from '@bq/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { layout } from '../../shared/layout/store';
import { session } from '../../shared/session/store';
import { useLogOut } from '../../shared/session/useLogOut';
import { onMac } from '../keyboard/shortcuts';
import { Logo } from './Logo';
import { SEARCH_TEXTS, say } from './search/searchTexts';
import { useCounts } from './useCounts';
import { useRoleSwitch } from './useRoleSwitch';

// The palette and its calls load the first time it opens: not with the first page (the budget).
const SearchPalette = lazy(() => import('./search/SearchPalette'));

/** The header's search: Ctrl-K / ⌘K or a click on the box opens the palette. */
export function useSearchBox() {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted (closed), so a second Ctrl-K opens at once.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey)
        return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  return { open, setOpen, loaded, show };
}

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
  const { language } = useSnapshot(layout);
  const search = useSearchBox();
  return (
    <>
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
        search={
          <CommandPaletteTrigger
            label={say(language, SEARCH_TEXTS.box)}
            shortcut={onMac() ? '⌘K' : 'Ctrl K'}
            onClick={search.show}
          />
        }
      />
      {search.loaded && (
        <Suspense fallback={null}>
          <SearchPalette open={search.open} onOpenChange={search.setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The session's 'Loading' overlay (a role switch), rendered on its own for the same reason. */
export function SessionOverlay() {
  const { loading } = useSnapshot(session);
  return <LoadingOverlay open={loading} />;
}
