import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadSessionAccess } from './loadAccess';
import { rolesStale } from './rolesVersion';

/**
 * On each navigation inside the portal: when the role set changed since the routes were built,
 * build them again and let the guard decide the same path once more (a page the role lost then
 * goes to 404, a module it gained appears in the menu), without a new login.
 */
export function useRolesReload(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!rolesStale()) return;
    let cancelled = false;
    void loadSessionAccess().then(() => {
      if (!cancelled) navigate(`${pathname}${search}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search, navigate]);
}
