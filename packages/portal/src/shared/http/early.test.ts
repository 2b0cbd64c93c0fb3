import { meta } from '@bq/contract/meta';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW } from '../../../../../scripts/test-clock.mjs';
import { earlyCalls, START_CALLS } from '../../../vite.early-calls';
import { session } from '../session/store';
import { api } from './client';
import { takeEarly } from './early';

/** The inline script the build writes into index.html. */
function inlineScript(): string {
  const plugin = earlyCalls('/api/', START_CALLS);
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  const html = hook.handler('<head><title>BQ Portal</title></head>');
  const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no inline script');
  return script;
}

const stamp = (value: unknown) => JSON.stringify({ value, time: TEST_NOW });

/** Runs the script as a page load would, with this storage; answers each fetch with `data`. */
function loadPage(storage: Record<string, unknown>, data: (path: string) => unknown) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, stamp(value));
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/api/', '');
      asked.push(`${path}?${String(init.body)}`);
      expect(new Headers(init.headers).get('Authorization')).toBe(storage.token);
      return new Response(JSON.stringify({ code: 200, message: 'ok', data: data(path) }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  window.__bqEarly = undefined;
  new Function(inlineScript())();
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.__bqEarly = undefined;
  session.token = null;
});

describe('start-up calls asked for by index.html', () => {
  it('names the contract calls the session start-up makes', () => {
    expect(START_CALLS.map((call) => call.path)).toEqual([
      meta.user.getUserRoles.path,
      meta.role.selectOwnRoleTree.path,
      meta.agentInfo.getPersonalDetails.path,
      meta.agentAdminConfig.getByAgentId.path,
    ]);
  });

  it('asks for nothing without a staff session', () => {
    expect(loadPage({}, () => null)).toEqual([]);
    expect(loadPage({ token: 't-1', TOURIST: true }, () => null)).toEqual([]);
  });

  it('are the answers the client then uses, once each, without asking the server again', async () => {
    const asked = loadPage(
      { token: 't-2', USER_INFO: { agentInfo: { agentId: '12', agentStatus: 1 } } },
      (path) => ({ from: path }),
    );
    expect(asked).toEqual([
      `${meta.user.getUserRoles.path}?needRole=true`,
      `${meta.role.selectOwnRoleTree.path}?`,
      `${meta.agentAdminConfig.getByAgentId.path}?agentId=12`,
    ]);
    session.token = 't-2';
    // Any call the client made over the network here would fail: the test has no server.
    await expect(api('user', 'getUserRoles', { needRole: true })).resolves.toEqual({
      from: meta.user.getUserRoles.path,
    });
    await expect(api('role', 'selectOwnRoleTree')).resolves.toEqual({
      from: meta.role.selectOwnRoleTree.path,
    });
    await expect(api('agentAdminConfig', 'getByAgentId', { agentId: 12 })).resolves.toEqual({
      from: meta.agentAdminConfig.getByAgentId.path,
    });
    expect(window.__bqEarly?.calls).toEqual({});
  });

  it('asks for the personal details when none are stored', () => {
    expect(loadPage({ token: 't-3' }, () => null)).toContain(
      `${meta.agentInfo.getPersonalDetails.path}?refresh=false`,
    );
  });

  it('are not handed to another session', () => {
    loadPage({ token: 't-4' }, () => null);
    const key = `${meta.user.getUserRoles.path}?needRole=true`;
    expect(takeEarly(key, 't-5')).toBeUndefined();
    expect(takeEarly(key, 't-4')).toBeInstanceOf(Promise);
    expect(takeEarly(key, 't-4')).toBeUndefined();
  });
});
