import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage, countWhere } from '../../db/query-helpers.js';
import { mailCampaigns, mailLists, mailSubscribers } from '../../db/schema-mailing.js';
import { conflict, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * Marketing's mailing lists and their addresses (docs/commerce.md rule 8). The subqueries name
 * the outer table in full: Drizzle writes a column of a one-table select unqualified, which
 * inside a subquery would mean the inner table's column of the same name.
 */

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function mailListRows(db: Db) {
  const rows = await db
    .select({
      id: mailLists.id,
      name: mailLists.name,
      description: mailLists.description,
      subscribers:
        sql<number>`(select count(*) from mail_subscribers s where s.list_id = "mail_lists"."id" and not exists (select 1 from mail_optouts o where o.email = s.email))`.mapWith(
          Number,
        ),
      optedOut:
        sql<number>`(select count(*) from mail_subscribers s where s.list_id = "mail_lists"."id" and exists (select 1 from mail_optouts o where o.email = s.email))`.mapWith(
          Number,
        ),
      campaigns:
        sql<number>`(select count(*) from mail_campaigns c where c.list_id = "mail_lists"."id")`.mapWith(
          Number,
        ),
      lastSentAt:
        sql<Date | null>`(select max(c.sent_at) from mail_campaigns c where c.list_id = "mail_lists"."id")`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(mailLists)
    .orderBy(mailLists.name);
  return rows.map((r) => ({ ...r, lastSentAt: iso(r.lastSentAt) }));
}

export async function lockList(tx: Tx, listId: number) {
  const [row] = await tx.select().from(mailLists).where(eq(mailLists.id, listId)).for('update');
  if (!row) throw notFound('Mailing list');
  return row;
}

const NAME_TAKEN = 'A mailing list of this name exists already';

export async function saveList(
  tx: Tx,
  act: Act,
  input: { id?: number | undefined; name: string; description: string },
): Promise<number> {
  const [same] = await tx
    .select({ id: mailLists.id })
    .from(mailLists)
    .where(sql`lower(${mailLists.name}) = lower(${input.name})`);
  if (same && same.id !== input.id) throw conflict(NAME_TAKEN);
  if (input.id === undefined) {
    const [row] = await tx
      .insert(mailLists)
      .values({
        name: input.name,
        description: input.description,
        createdBy: act.actor,
        createdAt: act.now,
      })
      .returning({ id: mailLists.id });
    if (!row) throw new Error('mail list insert');
    return row.id;
  }
  await lockList(tx, input.id);
  await tx
    .update(mailLists)
    .set({ name: input.name, description: input.description })
    .where(eq(mailLists.id, input.id));
  return input.id;
}

export async function subscriberPage(
  db: Db,
  input: { listId: number; keyword: string; pageNum: number; pageSize: number },
) {
  const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
  const where = and(
    eq(mailSubscribers.listId, input.listId),
    p
      ? sql`(${mailSubscribers.email} like ${p} or lower(${mailSubscribers.name}) like ${p})`
      : undefined,
  );
  return countAndPage(
    input,
    () => countWhere(db, mailSubscribers, where),
    async (limit, offset) => {
      const rows = await db
        .select({
          id: mailSubscribers.id,
          email: mailSubscribers.email,
          name: mailSubscribers.name,
          addedAt: mailSubscribers.addedAt,
          optedOutAt: sql<
            string | null
          >`(select o.at from mail_optouts o where o.email = "mail_subscribers"."email")`,
        })
        .from(mailSubscribers)
        .where(where)
        .orderBy(desc(mailSubscribers.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        ...r,
        addedAt: r.addedAt.toISOString(),
        optedOutAt: r.optedOutAt === null ? null : new Date(r.optedOutAt).toISOString(),
      }));
    },
  );
}

/** Adds addresses (lower-cased); one on the list already is counted as `already`. */
export async function subscribe(
  tx: Tx,
  act: Act,
  input: { listId: number; people: { email: string; name: string }[] },
): Promise<{ added: number; already: number }> {
  await lockList(tx, input.listId);
  const unique = new Map(input.people.map((p) => [p.email.toLowerCase(), p.name]));
  const added = await tx
    .insert(mailSubscribers)
    .values(
      [...unique].map(([email, name]) => ({
        listId: input.listId,
        email,
        name,
        addedBy: act.actor,
        addedAt: act.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: mailSubscribers.id });
  return { added: added.length, already: input.people.length - added.length };
}

export async function removeSubscriber(tx: Tx, id: number): Promise<void> {
  const gone = await tx
    .delete(mailSubscribers)
    .where(eq(mailSubscribers.id, id))
    .returning({ id: mailSubscribers.id });
  if (gone.length === 0) throw notFound('Subscriber');
}

export async function campaignRows(db: Db, listId: number) {
  const rows = await db
    .select({
      id: mailCampaigns.id,
      subject: mailCampaigns.subject,
      sentAt: mailCampaigns.sentAt,
      sentByName: sql<
        string | null
      >`(select u.name from users u where u.id = "mail_campaigns"."sent_by")`,
      queued: mailCampaigns.queued,
      skipped: mailCampaigns.skipped,
    })
    .from(mailCampaigns)
    .where(eq(mailCampaigns.listId, listId))
    .orderBy(desc(mailCampaigns.id));
  return rows.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() }));
}
