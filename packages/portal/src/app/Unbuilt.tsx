import { Navigate, useLocation } from 'react-router';
import { session } from '../shared/session/store';
import { explained, NOT_AVAILABLE_PATH, NOT_FOUND_PATH } from './guards';

/**
 * The router's catch-all. The guard lets a signed-in user through only to addresses their role
 * holds, so one that reaches here is a page of the portal not built yet: it says so
 * rather than going on to /404 and from there, by spec §4, silently to /home.
 */
export function Unbuilt() {
  const { pathname } = useLocation();
  const signedIn = session.token !== null && session.access?.kind === 'routes';
  return (
    <Navigate to={signedIn ? explained(NOT_AVAILABLE_PATH, pathname) : NOT_FOUND_PATH} replace />
  );
}
