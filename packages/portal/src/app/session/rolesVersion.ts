import { ROLES_VERSION_HEADER } from '@bq/contract/meta';
import type { AxiosInstance } from 'axios';

/**
 * The server stamps every signed-in answer with a fingerprint of the active role's modules. The
 * routes were built with the fingerprint seen when they were loaded; another one later means a
 * role edit (or a switch or assignment elsewhere) changed what this user may open.
 */
const seen = { loaded: null as string | null, latest: null as string | null };

/** Re-load the role routes when a later answer carried another fingerprint than the load did. */
export function rolesReloadNeeded(loaded: string | null, latest: string | null): boolean {
  return loaded !== null && latest !== null && latest !== loaded;
}

export function noteRolesVersion(version: unknown): void {
  if (typeof version === 'string' && version !== '') seen.latest = version;
}

/** Called once the role routes are built: they match the fingerprint of the answers so far. */
export function markRolesLoaded(): void {
  seen.loaded = seen.latest;
}

export function rolesStale(): boolean {
  return rolesReloadNeeded(seen.loaded, seen.latest);
}

let watching = false;
/**
 * Installed by the first role-route load, so the login screen's bundle carries none of this.
 */
export function watchRolesVersion(http: AxiosInstance): void {
  if (watching) return;
  watching = true;
  http.interceptors.response.use((response) => {
    noteRolesVersion(response.headers[ROLES_VERSION_HEADER]);
    return response;
  });
}
