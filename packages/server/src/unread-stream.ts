import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { resolveToken } from './auth/sessions.js';
import type { Services } from './context.js';
import { unreadCount } from './domain/messages/unread.js';

export const UNREAD_STREAM_PATH = '/api/bq/messageStation/unreadStream';
const TICK_MS = 1000;
const KEEP_ALIVE_MS = 25_000;
/**
 * Open streams one person may hold (a tab each): a further one closes their oldest. Each stream
 * holds a socket and a timer, so without a cap one token could open them until the server runs
 * out of either.
 */
export const STREAMS_PER_USER = 8;

/**
 * The unread count as server-sent events: the portal's badge moves within about a second
 * of a new letter, and the spec's 30 s poll stays as the fallback. An EventSource cannot send
 * headers, so the session token comes in the query; this route is left out of the request log
 * so the token is never written down. Each tick re-checks the session (a logout or revocation
 * ends the stream) and reads the count through the badge cache, so a stream costs a cache hit.
 */
/** Each app's open streams, for its metrics (an app is known by its services). */
const streamsOf = new WeakMap<Services, Map<number, Set<ServerResponse>>>();

/** How many unread streams the app of these services holds open. */
export function openStreamCount(services: Services): number {
  let n = 0;
  for (const streams of streamsOf.get(services)?.values() ?? []) n += streams.size;
  return n;
}

export function registerUnreadStream(app: FastifyInstance, services: Services): void {
  // Per person, oldest first: a Set keeps the order streams were opened in.
  const open = new Map<number, Set<ServerResponse>>();
  streamsOf.set(services, open);
  app.addHook('onClose', async () => {
    for (const streams of open.values()) for (const res of streams) res.end();
  });
  app.get(UNREAD_STREAM_PATH, { logLevel: 'silent' }, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : null;
    const auth = await resolveToken(services, token);
    if (auth.kind !== 'user') {
      return reply.code(401).send({ code: 1001, message: 'Please sign in again', data: null });
    }
    const userId = auth.user.userId;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const mine = open.get(userId) ?? new Set<ServerResponse>();
    open.set(userId, mine);
    mine.add(res);
    for (const oldest of mine) {
      if (mine.size <= STREAMS_PER_USER) break;
      // Its page falls back to the 30 s poll (the portal closes a stream told to end).
      oldest.end('event: end\ndata: {"reason":"too many open streams"}\n\n');
      mine.delete(oldest);
    }
    let last = -1;
    let busy = false;
    const stop = () => {
      clearInterval(timer);
      clearInterval(keepAlive);
      mine.delete(res);
      if (mine.size === 0 && open.get(userId) === mine) open.delete(userId);
    };
    const tick = async () => {
      if (busy || res.writableEnded) return;
      busy = true;
      try {
        const still = await resolveToken(services, token);
        if (still.kind !== 'user') {
          res.end('event: end\ndata: {}\n\n');
          stop();
          return;
        }
        const n = await unreadCount(services, userId);
        if (n !== last) {
          last = n;
          res.write(`data: ${JSON.stringify({ unReadNum: n })}\n\n`);
        }
      } catch (error) {
        req.log.warn({ err: error }, 'unread stream tick failed');
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void tick(), TICK_MS);
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    req.raw.on('close', stop);
    // A stream ended here (a newer one over the cap, a revoked session) stops its timers at once.
    res.on('finish', stop);
    await tick();
  });
}
