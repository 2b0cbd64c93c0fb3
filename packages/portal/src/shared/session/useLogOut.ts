import { toast } from '@bq/ui';
import { useNavigate } from 'react-router';
import { logout } from './logout';

/**
 * Leaving, the same way from every signed-in screen (spec §2: the header asks first, then says
 * 'Successfully logged out'): the token is revoked, the login route shown, the toast raised.
 */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate('/', { replace: true });
    toast.success('Successfully logged out');
  };
}
