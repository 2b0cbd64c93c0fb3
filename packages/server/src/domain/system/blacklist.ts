import { isIP } from 'node:net';
import { BLACKLIST_REFUSAL, type BlacklistKind, type BlacklistRow } from '@bq/contract';
import { isValidEmail, normalizeEmail } from '@bq/validators';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { containsPattern, countAndPage, countWhere, rows } from '../../db/query-helpers.js';
import { users } from '../../db/schema.js';
import { blacklistEntries } from '../../db/schema-system.js';
import { type ApiError, conflict, fieldRefused, forbidden, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';

/**
 * The blacklist (docs/decisions/system.md, "The blacklist"): e-mail addresses, whole
 * domains (their subdomains too) and IP networks the office refuses. What they refuse is decided
 * by the callers: registration codes and registration, an outsider's login and profile, checkout.
 * Staff accounts are never refused by it (people management suspends staff).
 */

// A host name of two or more labels (punycode as typed: `xn--…`), ending in letters.
const DOMAIN =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const WHAT: Record<BlacklistKind, string> = {
  email: 'Enter an e-mail address, such as name@example.com',
  domain: 'Enter a domain, such as example.com (its subdomains are refused too)',
  ip: 'Enter an IP address or network, such as 203.0.113.7 or 203.0.113.0/24',
};

/** An IP entry's address and prefix length, or null when it is not one. */
function network(raw: string): { address: string; prefix: number } | null {
  const [address = '', prefix, extra] = raw.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return null;
  const longest = family === 4 ? 32 : 128;
  if (prefix === undefined) return { address, prefix: longest };
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > longest) return null;
  return { address, prefix: Number(prefix) };
}

/**
 * The value in its one stored form: an address lower-cased (the local part too: providers treat
 * it alike, and one entry must not be dodged by a capital), a domain without a leading `@` or
 * `*.`, a network as the database writes a CIDR (`203.0.113.9/24` is `203.0.113.0/24`).
 */
async function storedValue(db: Db | Tx, kind: BlacklistKind, raw: string): Promise<string> {
  const text = raw.trim();
  if (kind === 'email') {
    const email = normalizeEmail(text).toLowerCase();
    if (!isValidEmail(email)) throw fieldRefused('value', WHAT.email);
    return email;
  }
  if (kind === 'domain') {
    const domain = text
      .toLowerCase()
      .replace(/^(?:\*\.|@)/, '')
      .replace(/\.$/, '');
    if (!DOMAIN.test(domain)) throw fieldRefused('value', WHAT.domain);
    return domain;
  }
  const ip = network(text);
  if (!ip) throw fieldRefused('value', WHAT.ip);
  const [stored] = await rows<{ v: string }>(
    db,
    sql`select network(set_masklen(${ip.address}::inet, ${ip.prefix}))::text as v`,
  );
  if (!stored) throw fieldRefused('value', WHAT.ip);
  return stored.v;
}

/** Who is asking: the address they give or are signed in with, and where the request comes from. */
export interface Visitor {
  email?: string | null;
  ip?: string | null;
}

/** An entry in force matching the visitor's address, its domain or a domain above it, or IP. */
function matching(who: Visitor): SQL {
  const email = who.email ? normalizeEmail(who.email).toLowerCase() : null;
  const domain = email?.includes('@') ? email.slice(email.lastIndexOf('@') + 1) : null;
  // Anything that is not an address (a proxy's odd header) matches no network rather than failing.
  const ip = who.ip && isIP(who.ip) ? who.ip : null;
  const v = blacklistEntries.value;
  return sql`${blacklistEntries.removedAt} is null and (
    (${blacklistEntries.kind} = 'email' and ${v} = ${email})
    or (${blacklistEntries.kind} = 'domain' and (${v} = ${domain}
      or right(${domain}::text, length(${v}) + 1) = '.' || ${v}))
    or (${blacklistEntries.kind} = 'ip' and ${ip}::inet <<= ${blacklistEntries.network}))`;
}

/** Whether an entry in force refuses this visitor. */
export async function isRefused(db: Db | Tx, who: Visitor): Promise<boolean> {
  if (!who.email && !who.ip) return false;
  const [hit] = await db
    .select({ id: blacklistEntries.id })
    .from(blacklistEntries)
    .where(matching(who))
    .limit(1);
  return hit !== undefined;
}

/**
 * Throws the neutral refusal when the visitor is refused: the same words whatever matched, and
 * nothing of the entry or its reason.
 */
export async function refuseListed(db: Db | Tx, who: Visitor): Promise<void> {
  if (await isRefused(db, who)) throw blacklistRefusal();
}

export const blacklistRefusal = (): ApiError => forbidden(BLACKLIST_REFUSAL);

/** The same for a signed-in person: an outsider (a tourist account) only, never staff. */
export async function refuseListedOutsider(
  db: Db | Tx,
  user: { userType: 'staff' | 'tourist'; email: string },
  ip: string,
): Promise<void> {
  if (user.userType === 'tourist') await refuseListed(db, { email: user.email, ip });
}

const row = {
  id: blacklistEntries.id,
  kind: blacklistEntries.kind,
  value: blacklistEntries.value,
  reason: blacklistEntries.reason,
  addedBy: sql<string>`coalesce(${users.name}, '')`,
  addedAt: blacklistEntries.addedAt,
};

const shape = (r: Omit<BlacklistRow, 'addedAt'> & { addedAt: Date }): BlacklistRow => ({
  ...r,
  addedAt: r.addedAt.toISOString(),
});

/** The entries in force, newest first. */
export async function listEntries(
  db: Db | Tx,
  input: { pageNum: number; pageSize: number; kind?: BlacklistKind; keyword: string },
): Promise<{ total: number; list: BlacklistRow[] }> {
  const p = input.keyword ? containsPattern(input.keyword, { lower: true }) : null;
  const where = and(
    isNull(blacklistEntries.removedAt),
    input.kind ? eq(blacklistEntries.kind, input.kind) : undefined,
    p
      ? sql`(${blacklistEntries.value} like ${p} or lower(${blacklistEntries.reason}) like ${p})`
      : undefined,
  );
  return countAndPage(
    input,
    () => countWhere(db, blacklistEntries, where),
    async (limit, offset) =>
      (
        await db
          .select(row)
          .from(blacklistEntries)
          .leftJoin(users, eq(users.id, blacklistEntries.addedBy))
          .where(where)
          .orderBy(desc(blacklistEntries.addedAt), desc(blacklistEntries.id))
          .limit(limit)
          .offset(offset)
      ).map(shape),
  );
}

/**
 * Adds an entry. The same entry in force is refused under the field, naming it; one that would refuse the person
 * adding it (their address, its domain, the network they are on) is refused, so nobody locks
 * themselves out of registering again or out of their own checkout by a slip.
 */
export async function addEntry(
  tx: Tx,
  act: Act & { ip: string },
  input: { kind: BlacklistKind; value: string; reason: string },
): Promise<BlacklistRow> {
  const actor = act.actor;
  if (actor === null) throw forbidden();
  const value = await storedValue(tx, input.kind, input.value);
  const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor));
  const [same] = await tx
    .select({ id: blacklistEntries.id })
    .from(blacklistEntries)
    .where(
      and(
        isNull(blacklistEntries.removedAt),
        eq(blacklistEntries.kind, input.kind),
        eq(blacklistEntries.value, value),
      ),
    );
  if (same) throw fieldRefused('value', `${value} is already on the blacklist`);
  const [added] = await tx
    .insert(blacklistEntries)
    .values({
      kind: input.kind,
      value,
      network: input.kind === 'ip' ? value : null,
      reason: input.reason.trim(),
      addedBy: actor,
      addedAt: act.now,
    })
    .returning({ id: blacklistEntries.id });
  if (!added) throw new Error('blacklist insert returned nothing');
  // Checked with the entry in place, by the same rule that refuses visitors.
  const [mine] = await tx
    .select({ id: blacklistEntries.id })
    .from(blacklistEntries)
    .where(and(eq(blacklistEntries.id, added.id), matching({ email: me?.email, ip: act.ip })));
  if (mine) {
    throw fieldRefused(
      'value',
      'This entry would refuse you too (your e-mail address or your network): it was not added',
    );
  }
  const [shown] = await tx
    .select(row)
    .from(blacklistEntries)
    .leftJoin(users, eq(users.id, blacklistEntries.addedBy))
    .where(eq(blacklistEntries.id, added.id));
  if (!shown) throw notFound('Blacklist entry');
  return shape(shown);
}

/** Lifts an entry in force; lifting one already lifted is a conflict that says so. */
export async function removeEntry(tx: Tx, act: Act, id: number): Promise<void> {
  if (act.actor === null) throw forbidden();
  const [entry] = await tx
    .select({ removedAt: blacklistEntries.removedAt })
    .from(blacklistEntries)
    .where(eq(blacklistEntries.id, id))
    .for('update');
  if (!entry) throw notFound('Blacklist entry');
  if (entry.removedAt) throw conflict('This entry was already lifted');
  await tx
    .update(blacklistEntries)
    .set({ removedAt: act.now, removedBy: act.actor })
    .where(eq(blacklistEntries.id, id));
}
