import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * What the benches that start server processes share (bench:cluster, bench:jobs-kill): a free
 * loopback port, a pause, a call in the envelope, waiting for a process to answer, and the list
 * of checks printed at the end (a failed one makes the bench exit non-zero).
 */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Answer = { code: number; message: string; data: Record<string, unknown> | null };

/** A call as the portal sends it: a form unless `json`, the token as the Authorization header. */
export async function post(
  base: string,
  call: string,
  body: object,
  opts: { token?: string; json?: boolean; forwardedFor?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${base}/api/${call}`, {
    method: 'POST',
    headers: {
      'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(opts.token && { authorization: opts.token }),
      ...(opts.forwardedFor && { 'x-forwarded-for': opts.forwardedFor }),
    },
    body: opts.json
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
  });
  return (await res.json()) as Answer;
}

/** Resolves once the process at `base` answers a call; throws if it exits or takes 3 minutes. */
export async function ready(base: string, child: ChildProcess) {
  const deadline = performance.now() + 180_000;
  for (;;) {
    try {
      await post(base, 'general/unauth/loginByEmail', {});
      return;
    } catch {
      if (child.exitCode !== null || performance.now() > deadline)
        throw new Error(`${base} did not start`);
      await pause(250);
    }
  }
}

/** The bench's checks: each said as `ok` or `FAIL` with its detail; a failure sets the exit code. */
export function checks() {
  const lines: string[] = [];
  return {
    check(what: string, ok: boolean, detail: string) {
      lines.push(`${ok ? 'ok  ' : 'FAIL'} ${what} (${detail})`);
      if (!ok) process.exitCode = 1;
    },
    print() {
      console.log('\nchecks:');
      for (const line of lines) console.log(`  ${line}`);
    },
  };
}
