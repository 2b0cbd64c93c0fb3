import { eq } from 'drizzle-orm';
import { agents, users } from '../src/db/schema.js';
import type { TestApp } from './helpers.js';

/** The demo agent row of a demo user (seeded, so looked up rather than assumed). */
export async function agentOf(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ id: agents.id, licenseNo: agents.licenseNo, status: agents.agentStatus })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no agent ${email}`);
  return row;
}
