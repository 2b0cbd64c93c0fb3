import { api, http } from '../../shared/http/client';
import { adoptAccountLanguage, keepLanguageWith } from '../../shared/layout/store';
import { filterRoutesByRoles } from '../../shared/roles/filterRoutes';
import {
  type RoleEntry,
  session,
  setAccess,
  setRoles,
  setTourist,
  setUserInfo,
  type UserInfo,
} from '../../shared/session/store';
import { getItem } from '../../shared/storage/storage';
import { findRoute } from '../guards';
import { ROUTE_TABLE } from '../routes/table';
import { markRolesLoaded, watchRolesVersion } from './rolesVersion';

/** Whether an address is a page of the portal at all, whatever the role (the guard's question). */
export function isPortalPath(path: string): boolean {
  return findRoute(ROUTE_TABLE, path) !== undefined;
}

/**
 * USER_INFO is cached (spec §7 getPersonalDetails: "result cached as USER_INFO unless refresh
 * forced"); a role switch or login forces the refresh.
 */
export async function loadPersonalDetails(refresh = false): Promise<UserInfo> {
  const cached = refresh ? null : getItem<UserInfo>('USER_INFO');
  if (cached) return cached;
  const details = await api('agentInfo', 'getPersonalDetails', { refresh });
  const info: UserInfo = {
    ...details,
    agentInfo: details.agentInfo
      ? { agentId: String(details.agentInfo.agentId), agentStatus: details.agentInfo.agentStatus }
      : null,
  };
  setUserInfo(info);
  return info;
}

/**
 * A language chosen while signed in is kept on the account too (their mail and messages come in
 * it); a failed save changes nothing on screen and is said by no toast.
 */
function saveLanguage(languageType: 1 | 2): void {
  if (!session.token) return;
  void api('user', 'updateLanguage', { languageType }, { quiet: true }).catch(() => {});
}

/**
 * The startup calls of the first navigation with a token: the user's roles (needRole), the
 * active role's tree, the personal details and, for agents, the admin config (coach center).
 */
export async function loadSessionAccess({ refresh = false } = {}): Promise<void> {
  watchRolesVersion(http);
  keepLanguageWith(saveLanguage);
  const [roles, tree, info] = await Promise.all([
    api('user', 'getUserRoles', { needRole: true }),
    api('role', 'selectOwnRoleTree'),
    loadPersonalDetails(refresh),
  ]);
  const roleList: RoleEntry[] = roles.relList.map((rel) => ({
    roleId: String(rel.roleId),
    roleName: rel.roleName,
    dutyName: rel.dutyName,
    ifActive: rel.ifActive === 1,
  }));
  setRoles(roles.name, roleList);
  adoptAccountLanguage(roles.languageType);
  if (roles.userType === 'tourist') {
    // Tourist mode loads tourist info instead of roles (spec §1, §6).
    setTourist(true);
    await api('tourists', 'getTouristsInfo');
    // It holds no role: the no-role pages (the entry application) are open to it.
    setAccess({ kind: 'no-role' });
    markRolesLoaded();
    return;
  }
  let mentorCertificate: number | null = null;
  if (info.agentInfo) {
    const config = await api('agentAdminConfig', 'getByAgentId', {
      agentId: Number(info.agentInfo.agentId),
    });
    mentorCertificate = config.mentorCertificate;
  }
  setAccess(filterRoutesByRoles(ROUTE_TABLE, tree, { mentorCertificate }));
  markRolesLoaded();
}
