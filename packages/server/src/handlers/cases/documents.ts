import { CASE_DOC_LIMITS, type Contract } from '@bq/contract';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { caseDocuments } from '../../db/schema.js';
import { loadVisibleCase } from '../../domain/cases/access.js';
import {
  addCaseDocument,
  documentTarget,
  removeCaseDocument,
} from '../../domain/cases/documents.js';
import { caseRole } from '../../domain/cases/visibility.js';
import { badInput, fieldRefused, notFound } from '../../envelope.js';
import { acceptedType, checkEnding, formatName, storeChecked } from '../../files/checked-upload.js';

type Calls = Contract['tranCase'];

export const uploadDocument: Handler<Calls['uploadDocument']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  const mime = acceptedType(CASE_DOC_LIMITS.types, input.mime);
  if (!mime) throw badInput('Only PDF, PNG, JPEG, DOC or DOCX files can be uploaded');
  checkEnding(CASE_DOC_LIMITS.types[mime], input.fileName, `a ${formatName(mime)} `);
  if (/[\\/\0]/.test(input.fileName)) throw fieldRefused('fileName', 'must not contain / or \\');
  // The multipart part named "file", after the fields (docs/api.md).
  if (!ctx.file) throw fieldRefused('file', 'is required');
  // Checked before the bytes are read (and again, locked, in the transaction below).
  await documentTarget(ctx.db, role, input, false);
  const saved = await storeChecked(ctx.files, ctx.file, mime);
  // The limit in force (/system/server-config); the contract's multipart limit is its ceiling.
  const maxMb = await ctx.settings.get(ctx.db, 'uploads.caseDocumentMaxMb');
  if (saved.size > maxMb * 1024 * 1024)
    await saved.refuse(
      badInput(`The file is too large: case documents may be at most ${maxMb} MB`),
    );
  return ctx.db
    .transaction(async (tx) => {
      const { documentId } = await addCaseDocument(tx, ctx.act(), {
        role,
        id: input.id,
        docType: input.docType,
        fileName: input.fileName,
        mime,
        size: saved.size,
        storageKey: saved.key,
      });
      return { documentId, size: saved.size };
    })
    .catch(saved.refuse);
};

export const removeDocument: Handler<Calls['removeDocument']> = async (input, ctx) => {
  const removed = await ctx.db.transaction((tx) =>
    removeCaseDocument(tx, ctx.act(), {
      role: caseRole(ctx.user),
      id: input.id,
      documentId: input.documentId,
    }),
  );
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
