import { MODULE_IDS } from '@bq/contract';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Ctx, SessionUser } from '../../context.js';
import type { Tx } from '../../db/index.js';
import { agents, messages, userRoles, users } from '../../db/schema.js';
import { fieldRefused, tooMany } from '../../envelope.js';

/** A group letter reaches at most this many people (a role or branch larger than that is refused). */
export const GROUP_LETTER_MAX_RECEIVERS = 2000;
const HOUR_MS = 3_600_000;

export const isMessageCenter = (user: SessionUser) =>
  user.modules.has(MODULE_IDS['messagecenter/message']);

/**
 * Who a person may write to (no free-for-all by user id). Message-center staff: anyone.
 * Everyone else: lecturers (a role with the lecturer center), certified mentors (coaches), and
 * their own coach or mentees under an active coach agreement — the people the letter pages
 * name. Unknown and not-allowed ids are refused alike, so ids cannot be probed.
 */
export async function allowedReceivers(tx: Tx, sender: SessionUser, ids: number[]) {
  if (isMessageCenter(sender)) {
    return tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  }
  const lecturer = MODULE_IDS['lecturer-center'];
  return tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        eq(users.kind, 'staff'),
        sql`(
          exists (select 1 from user_roles ur join role_modules rm on rm.role_id = ur.role_id
                  where ur.user_id = ${users.id} and rm.module_id = ${lecturer})
          or exists (select 1 from agents a join agent_admin_configs c on c.agent_id = a.id
                     where a.user_id = ${users.id} and c.mentor_certificate = 1)
          or exists (select 1 from coach_agreements ca
                     join agents coach on coach.id = ca.coach_agent_id
                     join agents mentee on mentee.id = ca.mentee_agent_id
                     where ca.status = 'active'
                       and ((coach.user_id = ${users.id} and mentee.user_id = ${sender.userId})
                         or (mentee.user_id = ${users.id} and coach.user_id = ${sender.userId})))
        )`,
      ),
    );
}

/** The hourly cap on what one sender sends: letters to people, or group sends. */
export async function assertUnderCap(tx: Tx, ctx: Ctx<SessionUser>, adding: number) {
  const now = ctx.now();
  const [sent] = await tx
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, ctx.user.userId),
        gt(messages.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  const limit = await ctx.settings.get(tx, 'messages.letterHourlyLimit');
  if ((sent?.n ?? 0) + adding > limit) {
    throw tooMany(`You can send at most ${limit} letters an hour; please try again later`);
  }
}

/** Everyone holding one of the roles or working in one of the branches, each once. */
export async function groupReceivers(tx: Tx, roleIds: number[], branchIds: number[]) {
  const byRole = roleIds.length
    ? await tx
        .selectDistinct({ id: userRoles.userId })
        .from(userRoles)
        .where(inArray(userRoles.roleId, roleIds))
    : [];
  const byBranch = branchIds.length
    ? await tx
        .selectDistinct({ id: agents.userId })
        .from(agents)
        .where(inArray(agents.branchId, branchIds))
    : [];
  const ids = [...new Set([...byRole, ...byBranch].map((r) => r.id))];
  if (ids.length === 0) throw fieldRefused('roleIds', 'nobody holds these roles or works there');
  if (ids.length > GROUP_LETTER_MAX_RECEIVERS) {
    throw fieldRefused('roleIds', `reach more than ${GROUP_LETTER_MAX_RECEIVERS} people`);
  }
  return ids;
}
