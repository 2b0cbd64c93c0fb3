import { meta } from '@bq/contract/meta';
import { send } from '../http/client';
import { queryClient } from '../query';
import { signOut } from './store';

/**
 * Revokes the token on the server, then forgets the session here and drops every cached answer.
 * The local part happens even when the server cannot be reached: a user who asked to leave is
 * signed out of this browser either way.
 */
export async function logout(): Promise<void> {
  try {
    await send(meta.user.logout, {}, { quiet: true });
  } catch {
    // Already expired or offline: nothing more to revoke from here.
  } finally {
    signOut();
    queryClient.clear();
  }
}
