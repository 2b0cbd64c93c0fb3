import { and, eq } from 'drizzle-orm';
import type { FamilyHandlers } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { cases } from '../../db/schema.js';
import type { CaseRole } from '../../domain/cases/visibility.js';
import { caseRole, visibleWhere } from '../../domain/cases/visibility.js';
import { isOwnWork } from '../../domain/shared/own-work.js';
import {
  caseChecklist,
  partiesOf,
  reviewDocument,
  reviewsOf,
} from '../../domain/system/disclosures.js';
import { currentRules, ruleVersions, saveRule } from '../../domain/system/documents.js';
import { notFound } from '../../envelope.js';

/** `/system/filemgt` (the document rules) and a case's checklist and reviews. */
export const docRule: FamilyHandlers<'docRule'> = {
  getRules: (_input, ctx) => currentRules(ctx.db),
  ruleVersions: ({ scope }, ctx) => ruleVersions(ctx.db, scope),
  saveRule: (input, ctx) => ctx.db.transaction((tx) => saveRule(tx, ctx.act(), input)),
};

/** A case the caller may see (404 as for none otherwise, like the case calls). */
async function visibleCase(db: Db | Tx, role: CaseRole, id: number, lock = false) {
  const query = db
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), visibleWhere(role)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Case');
  return row;
}

export const caseDocs: FamilyHandlers<'caseDocs'> = {
  async forCase({ id }, ctx) {
    const role = caseRole(ctx.user);
    const row = await visibleCase(ctx.db, role, id);
    const { rule, reviews, disclosures } = await caseChecklist(ctx.db, row);
    const maxMb = await ctx.settings.get(ctx.db, 'uploads.caseDocumentMaxMb');
    return {
      rule: { id: rule.id, version: rule.version, scope: rule.scope },
      types: rule.items,
      reviews,
      disclosures,
      maxBytes: maxMb * 1024 * 1024,
      canReview:
        role.reviewer &&
        row.status !== 'cancelled' &&
        row.status !== 'closed' &&
        !isOwnWork(ctx.user.userId, await partiesOf(ctx.db, row)),
    };
  },

  async review({ id, documentId, decision, reason }, ctx) {
    const role = caseRole(ctx.user);
    await ctx.db.transaction(async (tx) => {
      const row = await visibleCase(tx, role, id, true);
      await reviewDocument(tx, ctx.act(), row, {
        documentId,
        decision,
        reason,
      });
    });
    const done = (await reviewsOf(ctx.db, id)).find((r) => r.documentId === documentId);
    if (!done) throw notFound('Document');
    return done;
  },
};
