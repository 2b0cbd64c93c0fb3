import { and, count, eq, sql } from 'drizzle-orm';
import type { BadgeCache } from '../../badge-cache.js';
import { type Db, statementName } from '../../db/index.js';
import { messages } from '../../db/schema.js';

/**
 * The unread count is polled by every open portal (every 30 s) and streamed each second, so its
 * statement is built once per database and reused as a named server-side prepared statement
 * (unnamed through a transaction-mode pooler: `statementName`).
 */
const statements = new WeakMap<Db, ReturnType<typeof unreadStatement>>();
function unreadStatement(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.status, 0)))
    .prepare(statementName(db, 'badge_unread'));
}

export interface BadgeReader {
  db: Db;
  badgeCache: BadgeCache;
  now: () => Date;
}

/** A person's unread letters, through the badge cache (writes to messages drop the entry). */
export function unreadCount(ctx: BadgeReader, userId: number): Promise<number> {
  return ctx.badgeCache.get('unread', userId, ctx.now().getTime(), async () => {
    let statement = statements.get(ctx.db);
    if (!statement) {
      statement = unreadStatement(ctx.db);
      statements.set(ctx.db, statement);
    }
    const [row] = await statement.execute({ userId });
    return row?.n ?? 0;
  });
}
