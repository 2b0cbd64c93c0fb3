import type { Ctx } from '../context.js';
import { tooMany } from '../envelope.js';

/**
 * 429 while this client is over a failed-login limit (login-throttle.ts): its known device's
 * own limit, or, from an unknown device, the client IP's or the address's.
 */
export async function refuseWhileLocked(
  ctx: Ctx,
  email: string,
  device: string | null,
): Promise<void> {
  const { wait, by } = await ctx.loginThrottle.retryAfter(email, ctx.ip, device, ctx.now());
  if (wait <= 0) return;
  const minutes = Math.ceil(wait / 60_000);
  const when = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw tooMany(
    by === 'ip'
      ? `Too many failed logins from your network; please try again in ${when}`
      : by === 'device'
        ? `Too many failed logins from this browser; please try again in ${when}, or change the password with a code sent to this e-mail`
        : `Too many failed logins for this e-mail; please try again in ${when}, or change the password with a code sent to this e-mail`,
  );
}
