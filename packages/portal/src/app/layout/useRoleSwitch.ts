import { useNavigate } from 'react-router';
import { api } from '../../shared/http/client';
import { queryClient } from '../../shared/query';
import { session, setAccess, setCurrentRole, setLoading } from '../../shared/session/store';
import { loadSessionAccess } from '../session/loadAccess';

/**
 * Spec §4 "Role switch": overlay 'Loading' → updateOwnRole {roleId, type: 1} → store the first
 * returned role id → rebuild routes and menus, drop cached data, go to the root → on failure
 * restore the previous role.
 */
export function useRoleSwitch() {
  const navigate = useNavigate();
  return async (roleId: string) => {
    if (roleId === session.currentRoleId) return;
    const previous = {
      roleIds: session.userRoleInfo?.roleIds ?? [],
      access: session.access,
    };
    setLoading(true);
    try {
      const { roleIds } = await api('role', 'updateOwnRole', { roleId: Number(roleId), type: 1 });
      setCurrentRole(roleIds.map(String));
      queryClient.clear();
      await loadSessionAccess({ refresh: true });
      navigate('/', { replace: true });
    } catch {
      // The API layer already showed why; the user keeps working in the role they had.
      setCurrentRole(previous.roleIds);
      setAccess(previous.access);
    } finally {
      setLoading(false);
    }
  };
}
