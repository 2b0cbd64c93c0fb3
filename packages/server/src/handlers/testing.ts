import { desc, eq } from 'drizzle-orm';
import type { FamilyHandlers } from '../context.js';
import { outbox } from '../db/schema.js';
import { notFound } from '../envelope.js';

/** Registered only with EXPOSE_OUTBOX=1 (see app.ts). */
export const testing: FamilyHandlers<'testing'> = {
  async latestOutbox({ email }, ctx) {
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddr, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (!mail) throw notFound('Mail to this address');
    return {
      to: mail.toAddr,
      subject: mail.subject,
      body: mail.body,
      code: mail.code,
      createdAt: mail.createdAt.toISOString(),
    };
  },
};
