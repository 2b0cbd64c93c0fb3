import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.js';
import { caseChanges, caseDocuments, cases } from '../../db/schema.js';
import { conflict, fieldRefused, notFound } from '../../envelope.js';
import type { SignedAct } from '../shared/act.js';
import { ruleOfCase } from '../system/documents.js';
import { assertEditable, type CaseRecord, loadVisibleCase } from './access.js';
import type { CaseRole } from './visibility.js';

/** How many documents one case holds: a case file, not a file store. */
export const MAX_CASE_DOCUMENTS = 50;

/**
 * The draft a document may be added to: visible and editable by the caller, and the document's
 * kind one the case's rule version takes (the version it was created under, /system/filemgt).
 */
export async function documentTarget(
  db: Db | Tx,
  role: CaseRole,
  input: { id: number; docType: string },
  lock: boolean,
): Promise<CaseRecord> {
  const row = await loadVisibleCase(db, role, input.id, lock);
  assertEditable(role, row);
  const { items } = await ruleOfCase(db, row);
  if (!items.some((t) => t.key === input.docType)) {
    throw fieldRefused('docType', 'is not a document this type of case takes');
  }
  return row;
}

/** A new version of the case and a line of its change history, with the document's change. */
async function touched(tx: Tx, act: SignedAct, row: CaseRecord, action: string, what: string) {
  await tx
    .update(cases)
    .set({ version: row.version + 1, updatedAt: act.now })
    .where(eq(cases.id, row.id));
  await tx
    .insert(caseChanges)
    .values({ caseId: row.id, action, fields: [what], byUser: act.actor, at: act.now });
}

/** Records a stored file as a document of the case (checked again under the case's lock). */
export async function addCaseDocument(
  tx: Tx,
  act: SignedAct,
  input: {
    role: CaseRole;
    id: number;
    docType: string;
    fileName: string;
    mime: string;
    size: number;
    storageKey: string;
  },
): Promise<{ documentId: number }> {
  const row = await documentTarget(tx, input.role, input, true);
  const [existing] = await tx
    .select({ n: count() })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, row.id));
  if ((existing?.n ?? 0) >= MAX_CASE_DOCUMENTS) {
    throw conflict(`A case holds at most ${MAX_CASE_DOCUMENTS} documents; remove one first`);
  }
  const [doc] = await tx
    .insert(caseDocuments)
    .values({
      caseId: row.id,
      docType: input.docType,
      fileName: input.fileName,
      mime: input.mime,
      size: input.size,
      storageKey: input.storageKey,
      uploadedBy: act.actor,
      uploadedAt: act.now,
    })
    .returning({ id: caseDocuments.id });
  if (!doc) throw new Error('document insert returned nothing');
  await touched(tx, act, row, 'upload', `${input.docType}: ${input.fileName}`);
  return { documentId: doc.id };
}

/** Removes a document of an editable case; answers its file's key, to delete after the commit. */
export async function removeCaseDocument(
  tx: Tx,
  act: SignedAct,
  input: { role: CaseRole; id: number; documentId: number },
): Promise<string | null> {
  const row = await loadVisibleCase(tx, input.role, input.id, true);
  assertEditable(input.role, row);
  const [doc] = await tx
    .delete(caseDocuments)
    .where(and(eq(caseDocuments.id, input.documentId), eq(caseDocuments.caseId, row.id)))
    .returning({
      docType: caseDocuments.docType,
      fileName: caseDocuments.fileName,
      storageKey: caseDocuments.storageKey,
    });
  if (!doc) throw notFound('Document');
  await touched(tx, act, row, 'remove-document', `${doc.docType}: ${doc.fileName}`);
  return doc.storageKey;
}
