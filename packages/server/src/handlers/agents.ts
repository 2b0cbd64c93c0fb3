import { applicationFlowMeta } from '@bq/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { FamilyHandlers, Services, SessionUser } from '../context.js';
import { type Db, statementName } from '../db/index.js';
import { agents, applications } from '../db/schema.js';
import { countDecidable } from '../domain/applications/queue.js';
import { unreadCount } from '../domain/messages/unread.js';
import { agentReminder } from '../domain/people/license.js';

/** Whoever may decide a step (the queue's own permission): the approver and finance alike. */
const DECIDERS = applicationFlowMeta.search.permission.modules;

const REMINDERS = {
  license: {
    type: 'license' as const,
    title: 'Add your real estate license',
    count: 1,
    route: '/agent-center/personal/index',
  },
  board: {
    type: 'board' as const,
    title: 'Join a board of realtors',
    count: 1,
    route: '/agent-center/personal/index',
  },
};

async function agentOf(db: Db, userId: number) {
  const [row] = await db.select().from(agents).where(eq(agents.userId, userId));
  return row ?? null;
}

/**
 * The badge counts are polled by every open portal (every 30 s), so their statements are built
 * once per database and reused: drizzle then skips assembling the SQL on every poll, and
 * node-postgres keeps them as named server-side prepared statements (unnamed through a
 * transaction-mode pooler: `statementName`).
 */
function badgeStatements(db: Db) {
  const userId = sql.placeholder('userId');
  const pending = (applicant: SQL) =>
    db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.status, 'pending'), applicant));
  return {
    pendingOwn: pending(eq(applications.applicantId, userId)).prepare(
      statementName(db, 'badge_pending_own'),
    ),
  };
}
const statements = new WeakMap<Db, ReturnType<typeof badgeStatements>>();
function badges(db: Db) {
  let found = statements.get(db);
  if (!found) {
    found = badgeStatements(db);
    statements.set(db, found);
  }
  return found;
}

type BadgeServices = Pick<Services, 'db' | 'badgeCache' | 'now'>;

async function counts(ctx: BadgeServices, user: SessionUser) {
  const { pendingOwn } = badges(ctx.db);
  const { userId } = user;
  const now = ctx.now();
  // The queue's own definition (step module or delegation), so the badge matches the queue.
  // What may be decided depends on the active role: a role switch must not reuse the count.
  const pendingApprovalNum = await ctx.badgeCache.get(
    'pendingOthers',
    userId,
    now.getTime(),
    () => countDecidable(ctx.db, user, now),
    String(user.activeRoleId ?? 0),
  );
  const approveNum = await ctx.badgeCache.get('pendingOwn', userId, now.getTime(), async () => {
    const [row] = await pendingOwn.execute({ userId });
    return row?.n ?? 0;
  });
  return { pendingApprovalNum, approveNum };
}

export const application: Pick<FamilyHandlers<'application'>, 'getNum'> = {
  getNum: (_input, ctx) => counts(ctx, ctx.user),
};

export const statistical: Pick<FamilyHandlers<'statistical'>, 'getTodoList'> = {
  async getTodoList(_input, ctx) {
    const { pendingApprovalNum, approveNum } = await counts(ctx, ctx.user);
    const unread = await unreadCount(ctx, ctx.user.userId);
    const agent = await agentOf(ctx.db, ctx.user.userId);
    const list = [];
    if (DECIDERS.some((id) => ctx.user.modules.has(id))) {
      list.push({
        type: 'approval' as const,
        title: 'Applications waiting for your decision',
        count: pendingApprovalNum,
        route: '/approval/examine/index',
      });
    }
    list.push(
      {
        type: 'application' as const,
        title: 'Your applications in review',
        count: approveNum,
        route: '/approval/apply/index',
      },
      {
        type: 'message' as const,
        title: 'Unread messages',
        count: unread,
        route: '/home/mine-msg',
      },
    );
    const reminder = agentReminder(agent?.agentStatus, ctx.user.modules);
    if (reminder) list.push(REMINDERS[reminder]);
    return { list };
  },
};
