import {
  type DisclosureParty,
  DOC_RULE_SCOPE_VALUES,
  type DocReviewDecision,
  type DocRuleScope,
  docRuleScope,
  SCOPE_PARTIES,
} from '@bq/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { caseChanges, caseDocuments, type cases, caseTeam, users } from '../../db/schema.js';
import {
  caseDocumentReviews,
  disclosureItems,
  systemConfigChanges,
} from '../../db/schema-system.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { Act } from '../shared/act.js';
import { assertNotOwnWork } from '../shared/own-work.js';
import { currentRule, ruleOfCase } from './documents.js';

/**
 * Disclosure templates and document review: per kind of case and party, the
 * disclosures a case must carry, each named by the document type that holds it; a reviewer
 * accepts or rejects each uploaded document (a rejection says why), never on a case they are a
 * party to; the case shows its agent what is missing or rejected.
 */

export interface DisclosureEntry {
  docKey: string;
  label: string;
}

export async function templates(db: Db | Tx) {
  const rows = await db
    .select()
    .from(disclosureItems)
    .orderBy(asc(disclosureItems.scope), asc(disclosureItems.party), asc(disclosureItems.position));
  return DOC_RULE_SCOPE_VALUES.flatMap((scope) =>
    SCOPE_PARTIES[scope].map((party) => ({
      scope,
      party,
      items: rows
        .filter((r) => r.scope === scope && r.party === party)
        .map((r) => ({ docKey: r.docKey, label: r.label })),
    })),
  );
}

/** Replaces one party's checklist; each entry must name a document type the scope's rule takes. */
export async function saveTemplate(
  tx: Tx,
  act: Act,
  input: { scope: DocRuleScope; party: DisclosureParty; items: DisclosureEntry[] },
): Promise<void> {
  if (act.actor === null) throw new Error('a checklist is saved by a person');
  if (!SCOPE_PARTIES[input.scope].includes(input.party))
    throw fieldRefused('party', `is not a party of this kind of case`);
  // The keys of the scope's rule in force: a disclosure nobody can upload could never be met.
  const rule = await currentRule(tx, input.scope);
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (!rule.items.some((t) => t.key === item.docKey))
      throw fieldRefused(
        `items.${i}.docKey`,
        `${item.docKey} is not a document of this kind of case (see /system/filemgt)`,
      );
    if (seen.has(item.docKey))
      throw fieldRefused(`items.${i}.docKey`, `${item.docKey} is listed twice`);
    seen.add(item.docKey);
  });
  const where = and(eq(disclosureItems.scope, input.scope), eq(disclosureItems.party, input.party));
  const before = await tx
    .select({ docKey: disclosureItems.docKey, label: disclosureItems.label })
    .from(disclosureItems)
    .where(where)
    .orderBy(asc(disclosureItems.position));
  await tx.delete(disclosureItems).where(where);
  if (input.items.length)
    await tx.insert(disclosureItems).values(
      input.items.map((item, position) => ({
        scope: input.scope,
        party: input.party,
        position,
        docKey: item.docKey,
        label: item.label,
      })),
    );
  await tx.insert(systemConfigChanges).values({
    area: 'disclosure',
    subject: `${input.scope}/${input.party}`,
    before: JSON.stringify(before),
    after: JSON.stringify(input.items),
    byUser: act.actor,
    at: act.now,
  });
}

type CaseRow = typeof cases.$inferSelect;

/** The reviews of a case's documents, latest decision each. */
export async function reviewsOf(db: Db | Tx, caseId: number) {
  const rows = await db
    .select({
      documentId: caseDocumentReviews.documentId,
      decision: caseDocumentReviews.decision,
      reason: caseDocumentReviews.reason,
      by: users.name,
      at: caseDocumentReviews.at,
    })
    .from(caseDocumentReviews)
    .innerJoin(caseDocuments, eq(caseDocuments.id, caseDocumentReviews.documentId))
    .innerJoin(users, eq(users.id, caseDocumentReviews.byUser))
    .where(eq(caseDocuments.caseId, caseId))
    .orderBy(asc(caseDocumentReviews.documentId));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/**
 * What a document type stands at on a case: accepted when one of its uploads is, uploaded while
 * one waits for review, rejected when every upload was (with the latest reason), else missing.
 */
export function docTypeState(
  docType: string,
  documents: readonly { id: number; docType: string }[],
  reviews: readonly {
    documentId: number;
    decision: DocReviewDecision;
    reason: string;
    at: string;
  }[],
): { state: 'missing' | 'uploaded' | 'accepted' | 'rejected'; reason: string } {
  const uploads = documents.filter((d) => d.docType === docType);
  const decided = uploads.map((d) => reviews.find((r) => r.documentId === d.id));
  if (decided.some((r) => r?.decision === 'accepted')) return { state: 'accepted', reason: '' };
  if (decided.some((r) => !r)) return { state: 'uploaded', reason: '' };
  const rejected = decided
    .filter((r) => r !== undefined)
    .sort((a, b) => b.at.localeCompare(a.at))[0];
  return rejected
    ? { state: 'rejected', reason: rejected.reason }
    : { state: 'missing', reason: '' };
}

/** A case's checklist: the rule's document types, the reviews and the disclosures' states. */
export async function caseChecklist(db: Db | Tx, row: CaseRow) {
  const rule = await ruleOfCase(db, row);
  const documents = await db
    .select({ id: caseDocuments.id, docType: caseDocuments.docType })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, row.id));
  const reviews = await reviewsOf(db, row.id);
  const scope = docRuleScope(row.type, row.purchaseKind);
  const items = await db
    .select()
    .from(disclosureItems)
    .where(eq(disclosureItems.scope, scope))
    .orderBy(asc(disclosureItems.party), asc(disclosureItems.position));
  const parties = SCOPE_PARTIES[scope];
  // A disclosure added with a document type of a newer rule is not asked of cases created
  // before it: they could not upload that type.
  const takes = new Set(rule.items.map((t) => t.key));
  const disclosures = items
    .filter((item) => takes.has(item.docKey))
    .sort(
      (a, b) =>
        parties.indexOf(a.party as DisclosureParty) - parties.indexOf(b.party as DisclosureParty),
    )
    .map((item) => ({
      party: item.party as DisclosureParty,
      docKey: item.docKey,
      label: item.label,
      ...docTypeState(item.docKey, documents, reviews),
    }));
  return { rule, reviews, disclosures };
}

/** The users a case belongs to: its agent and everyone its team split names. */
export async function partiesOf(db: Db | Tx, row: CaseRow): Promise<number[]> {
  const team = await db
    .select({ userId: caseTeam.userId })
    .from(caseTeam)
    .where(eq(caseTeam.caseId, row.id));
  return [row.ownerId, ...team.map((t) => t.userId)];
}

/** Accepts or rejects one uploaded document of a case the reviewer is no party to. */
export async function reviewDocument(
  tx: Tx,
  act: Act,
  row: CaseRow,
  input: { documentId: number; decision: DocReviewDecision; reason: string },
): Promise<void> {
  if (act.actor === null) throw new Error('a document is reviewed by a person');
  assertNotOwnWork(act.actor, await partiesOf(tx, row), "case's documents");
  if (row.status === 'cancelled' || row.status === 'closed')
    throw conflict(`This case is ${row.status}; its documents are no longer reviewed`);
  const [doc] = await tx
    .select({
      id: caseDocuments.id,
      docType: caseDocuments.docType,
      fileName: caseDocuments.fileName,
    })
    .from(caseDocuments)
    .where(and(eq(caseDocuments.id, input.documentId), eq(caseDocuments.caseId, row.id)));
  if (!doc) throw notFound('Document');
  const reason = input.decision === 'accepted' ? '' : input.reason;
  await tx
    .insert(caseDocumentReviews)
    .values({
      documentId: doc.id,
      decision: input.decision,
      reason,
      byUser: act.actor,
      at: act.now,
    })
    .onConflictDoUpdate({
      target: caseDocumentReviews.documentId,
      set: { decision: input.decision, reason, byUser: act.actor, at: act.now },
    });
  // The case's history keeps every decision; the review row only the latest.
  await tx.insert(caseChanges).values({
    caseId: row.id,
    action: input.decision === 'accepted' ? 'accept-document' : 'reject-document',
    fields: [`${doc.docType}: ${doc.fileName}`, ...(reason ? [reason] : [])],
    byUser: act.actor,
    at: act.now,
  });
}
