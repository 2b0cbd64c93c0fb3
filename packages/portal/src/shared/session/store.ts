import { proxy } from 'valtio/vanilla';
import type { RoleFilterResult } from '../roles/filterRoutes';
import type { RouteDef } from '../routes/routeDef';
import { getItem, removeItem, removeItems, STORAGE_KEYS, setItem } from '../storage/storage';

/** One entry of the user role list (spec §3, from `relList`). */
export interface RoleEntry {
  roleId: string;
  roleName: string;
  dutyName: string;
  ifActive: boolean;
}

export interface UserMessage {
  pendingApprovalNum: number;
  approveNum: number;
  unReadNum: number;
}

/** What the login call answers (spec §3) and what is cached as USER_ROLE. */
export interface UserRoleInfo {
  roleIds: string[];
  roleInfos: unknown;
}

export interface AgentInfo {
  agentId: string;
  agentStatus: number;
}

/** The cached result of getPersonalDetails (USER_INFO). */
export interface UserInfo {
  agentInfo: AgentInfo | null;
  [key: string]: unknown;
}

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  userMessage: UserMessage;
  userRoleInfo: UserRoleInfo | null;
  roleList: RoleEntry[];
  currentRoleId: string | null;
  userName: string;
  loading: boolean;
  tourist: boolean;
  /** Routes the active role may see; null until the first navigation with a token loaded them. */
  access: RoleFilterResult | null;
}

const emptyMessage: UserMessage = { pendingApprovalNum: 0, approveNum: 0, unReadNum: 0 };

/** The one session store: read with `useSnapshot(session)` in render, change only via actions. */
export const session = proxy<SessionState>({
  token: getItem<string>('token'),
  userInfo: getItem<UserInfo>('USER_INFO'),
  userMessage: { ...emptyMessage },
  userRoleInfo: getItem<UserRoleInfo>('USER_ROLE'),
  roleList: [],
  currentRoleId: getItem<UserRoleInfo>('USER_ROLE')?.roleIds[0] ?? null,
  userName: '',
  loading: false,
  tourist: getItem<boolean>('TOURIST') === true,
  access: null,
});

export function signIn(token: string, roleInfo: UserRoleInfo): void {
  setItem('token', token);
  setItem('USER_ROLE', roleInfo);
  session.token = token;
  session.userRoleInfo = roleInfo;
  session.currentRoleId = roleInfo.roleIds[0] ?? null;
  session.access = null;
}

/** Forgets everything about the user, in memory and in storage (language choice stays). */
export function signOut(): void {
  removeItems(STORAGE_KEYS.filter((key) => key !== 'languageType'));
  session.token = null;
  session.userInfo = null;
  session.userMessage = { ...emptyMessage };
  session.userRoleInfo = null;
  session.roleList = [];
  session.currentRoleId = null;
  session.userName = '';
  session.tourist = false;
  session.access = null;
}

export function setTourist(tourist: boolean): void {
  if (tourist) setItem('TOURIST', true);
  else removeItem('TOURIST');
  session.tourist = tourist;
}

export function setUserInfo(info: UserInfo | null): void {
  if (info) {
    setItem('USER_INFO', info);
    if (info.agentInfo) setItem('AGENT_ID', info.agentInfo.agentId);
  } else {
    removeItems(['USER_INFO', 'AGENT_ID']);
  }
  session.userInfo = info;
}

export function setRoles(userName: string, roleList: RoleEntry[]): void {
  session.userName = userName;
  session.roleList = roleList;
  const active = roleList.find((role) => role.ifActive);
  if (active) session.currentRoleId = active.roleId;
}

/** Stores the role the server made active (the first returned id, spec §4 role switch step 3). */
export function setCurrentRole(roleIds: string[]): void {
  const info: UserRoleInfo = { roleInfos: session.userRoleInfo?.roleInfos ?? null, roleIds };
  setItem('USER_ROLE', info);
  session.userRoleInfo = info;
  session.currentRoleId = roleIds[0] ?? null;
  for (const role of session.roleList) role.ifActive = role.roleId === session.currentRoleId;
}

export function setAccess(access: RoleFilterResult | null): void {
  session.access = access;
}

export function setUserMessage(patch: Partial<UserMessage>): void {
  Object.assign(session.userMessage, patch);
}

export function setLoading(loading: boolean): void {
  session.loading = loading;
}

/** Routes of the active role (empty before they are loaded or for the no-role result). */
export function accessibleRoutes(state: Pick<SessionState, 'access'>): readonly RouteDef[] {
  return state.access?.kind === 'routes' ? state.access.routes : [];
}
