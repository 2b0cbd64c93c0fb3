import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Language } from '../../../shared/layout/store';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../../shared/session/store';
import { say } from './texts';

/**
 * The public pages' way into an account: a visitor signs in; a tourist account
 * (registered on the login page, no role yet) applies to join; a staff member goes back to work.
 */
export function HallAccount({ language }: { language: Language }) {
  const snap = useSnapshot(session);
  if (snap.token === null) return <Link to={paths.login({})}>{say(language, 'signIn')}</Link>;
  if (snap.tourist) {
    return <Link to={paths.applyEntry({})}>{say(language, 'applyToJoin')}</Link>;
  }
  return <Link to={paths.home({})}>{say(language, 'toPortal')}</Link>;
}
