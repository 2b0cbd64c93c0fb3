import { count, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import {
  associationMembers,
  associations,
  dictionaryEntries,
  externalLinks,
  recruitments,
} from '../../db/schema-office.js';
import { blacklistEntries } from '../../db/schema-system.js';

/** How much each configuration page holds (`/system/index`): what is in use, not history. */
export async function systemOverview(db: Db | Tx) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    dictionaryEntries: await n(
      db.select({ n: count() }).from(dictionaryEntries).where(eq(dictionaryEntries.active, true)),
    ),
    associations: await n(
      db.select({ n: count() }).from(associations).where(eq(associations.active, true)),
    ),
    boardMembers: await n(
      db.select({ n: count() }).from(associationMembers).where(isNull(associationMembers.endedOn)),
    ),
    recruitments: await n(db.select({ n: count() }).from(recruitments)),
    links: await n(
      db.select({ n: count() }).from(externalLinks).where(eq(externalLinks.active, true)),
    ),
    blacklistEntries: await n(
      db.select({ n: count() }).from(blacklistEntries).where(isNull(blacklistEntries.removedAt)),
    ),
  };
}
