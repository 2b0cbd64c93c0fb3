import { CASE_DOC_LIMITS, type Contract } from '@bq/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { caseChanges, caseDocuments, cases } from '../../db/schema.js';
import { assertEditable, loadVisibleCase } from '../../domain/cases/access.js';
import { caseRole } from '../../domain/cases/visibility.js';
import { ruleOfCase } from '../../domain/system/documents.js';
import { badInput, conflict, fieldRefused, notFound } from '../../envelope.js';
import { acceptedType, checkEnding, formatName, storeChecked } from '../../files/checked-upload.js';

type Calls = Contract['tranCase'];

const MAX_DOCUMENTS = 50;

async function uploadTarget(
  db: Db | Tx,
  role: ReturnType<typeof caseRole>,
  input: { id: number; docType: string },
  lock: boolean,
) {
  const row = await loadVisibleCase(db, role, input.id, lock);
  assertEditable(role, row);
  // The rule version the case was created under (/system/filemgt).
  const { items } = await ruleOfCase(db, row);
  if (!items.some((t) => t.key === input.docType)) {
    throw fieldRefused('docType', 'is not a document this type of case takes');
  }
  return row;
}

export const uploadDocument: Handler<Calls['uploadDocument']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  const mime = acceptedType(CASE_DOC_LIMITS.types, input.mime);
  if (!mime) throw badInput('Only PDF, PNG, JPEG, DOC or DOCX files can be uploaded');
  checkEnding(CASE_DOC_LIMITS.types[mime], input.fileName, `a ${formatName(mime)} `);
  if (/[\\/\0]/.test(input.fileName)) throw fieldRefused('fileName', 'must not contain / or \\');
  // The multipart part named "file", after the fields (docs/api.md).
  if (!ctx.file) throw fieldRefused('file', 'is required');
  // Checked before the bytes are read (and again, locked, in the transaction below).
  await uploadTarget(ctx.db, role, input, false);
  const saved = await storeChecked(ctx.files, ctx.file, mime);
  // The limit in force (/system/server-config); the contract's multipart limit is its ceiling.
  const maxMb = await ctx.settings.get(ctx.db, 'uploads.caseDocumentMaxMb');
  if (saved.size > maxMb * 1024 * 1024)
    await saved.refuse(
      badInput(`The file is too large: case documents may be at most ${maxMb} MB`),
    );
  const now = ctx.now();
  return ctx.db
    .transaction(async (tx) => {
      const row = await uploadTarget(tx, role, input, true);
      const [existing] = await tx
        .select({ n: count() })
        .from(caseDocuments)
        .where(eq(caseDocuments.caseId, row.id));
      if ((existing?.n ?? 0) >= MAX_DOCUMENTS) {
        throw conflict(`A case holds at most ${MAX_DOCUMENTS} documents; remove one first`);
      }
      const [doc] = await tx
        .insert(caseDocuments)
        .values({
          caseId: row.id,
          docType: input.docType,
          fileName: input.fileName,
          mime,
          size: saved.size,
          storageKey: saved.key,
          uploadedBy: ctx.user.userId,
          uploadedAt: now,
        })
        .returning({ id: caseDocuments.id });
      if (!doc) throw new Error('document insert returned nothing');
      await tx
        .update(cases)
        .set({ version: row.version + 1, updatedAt: now })
        .where(eq(cases.id, row.id));
      await tx.insert(caseChanges).values({
        caseId: row.id,
        action: 'upload',
        fields: [`${input.docType}: ${input.fileName}`],
        byUser: ctx.user.userId,
        at: now,
      });
      return { documentId: doc.id, size: saved.size };
    })
    .catch(saved.refuse);
};

export const removeDocument: Handler<Calls['removeDocument']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  const now = ctx.now();
  let removed: string | null = null;
  await ctx.db.transaction(async (tx) => {
    const row = await loadVisibleCase(tx, role, input.id, true);
    assertEditable(role, row);
    const [doc] = await tx
      .delete(caseDocuments)
      .where(and(eq(caseDocuments.id, input.documentId), eq(caseDocuments.caseId, row.id)))
      .returning({
        docType: caseDocuments.docType,
        fileName: caseDocuments.fileName,
        storageKey: caseDocuments.storageKey,
      });
    if (!doc) throw notFound('Document');
    removed = doc.storageKey;
    await tx
      .update(cases)
      .set({ version: row.version + 1, updatedAt: now })
      .where(eq(cases.id, row.id));
    await tx.insert(caseChanges).values({
      caseId: row.id,
      action: 'remove-document',
      fields: [`${doc.docType}: ${doc.fileName}`],
      byUser: ctx.user.userId,
      at: now,
    });
  });
  // After the commit: a failed delete leaves an orphan file, never a row without its file.
  if (removed) await ctx.files.remove(removed).catch(() => {});
  return null;
};

/**
 * Answered inside the envelope as base64: every call goes through the generic registration,
 * which answers JSON, and the portal turns the text into a Blob for the download.
 */
export const downloadDocument: Handler<Calls['downloadDocument']> = async (input, ctx) => {
  const row = await loadVisibleCase(ctx.db, caseRole(ctx.user), input.id);
  const [doc] = await ctx.db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.id, input.documentId), eq(caseDocuments.caseId, row.id)));
  if (!doc) throw notFound('Document');
  return {
    fileName: doc.fileName,
    mime: doc.mime,
    size: doc.size,
    contentBase64: Buffer.from(
      doc.storageKey ? await ctx.files.read(doc.storageKey) : (doc.content ?? new Uint8Array()),
    ).toString('base64'),
  };
};
