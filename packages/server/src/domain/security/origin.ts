import { changeContext } from '../../db/change-context.js';

/**
 * Where a call came from: the client address as the server believes it (Fastify's `req.ip`, which
 * follows X-Forwarded-For only from the proxies TRUST_PROXY names) and the device label of its
 * User-Agent. `registerCall` puts it into the call's context beside the actor and the clock, so
 * the functions that write a security event or open a session read it without being handed a
 * request; outside a call (a sweep, a script) there is none.
 */
export interface Origin {
  ip: string;
  device: string;
}

export const NO_ORIGIN: Origin = { ip: '', device: '' };

export function callOrigin(): Origin {
  return changeContext()?.origin ?? NO_ORIGIN;
}
