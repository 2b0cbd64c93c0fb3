import axios, { AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { markRolesLoaded, rolesReloadNeeded, rolesStale, watchRolesVersion } from './rolesVersion';

describe('re-loading role routes after a role edit', () => {
  it('re-loads only when a later answer carries another roles version than the load saw', () => {
    expect(rolesReloadNeeded('v1', 'v1')).toBe(false);
    expect(rolesReloadNeeded('v1', 'v2')).toBe(true);
    // Before any load, or with answers that carry no version (public calls), nothing to re-load.
    expect(rolesReloadNeeded(null, 'v2')).toBe(false);
    expect(rolesReloadNeeded('v1', null)).toBe(false);
  });

  it('reads the version from the answers of the one axios instance', async () => {
    const http = axios.create();
    let version = 'v1';
    http.defaults.adapter = async (config) => ({
      data: { code: 200, message: 'success', data: null },
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders({ 'x-roles-version': version }),
      config,
    });
    watchRolesVersion(http);
    await http.post('/api/general/role/selectOwnRoleTree');
    markRolesLoaded();
    await http.post('/api/bq/application/getNum');
    expect(rolesStale()).toBe(false);

    version = 'v2';
    await http.post('/api/bq/application/getNum');
    expect(rolesStale()).toBe(true);
    // The re-load builds the routes again with the new version: settled until the next edit.
    markRolesLoaded();
    expect(rolesStale()).toBe(false);
  });
});
