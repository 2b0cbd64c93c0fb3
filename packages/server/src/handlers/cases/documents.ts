import { CASE_DOC_LIMITS, type CaseDocMime, type Contract, docTypesFor } from '@bq/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import { caseChanges, caseDocuments, cases } from '../../db/schema.js';
import { badInput, conflict, notFound } from '../../envelope.js';
import { assertEditable, caseRole, loadVisibleCase } from './access.js';

type Calls = Contract['tranCase'];

const MAX_DOCUMENTS = 50;
const MB = 1024 * 1024;
const megabytes = (n: number) => `${(n / MB).toFixed(1)} MB`;

/** First bytes of each accepted format: the declared type must match the content. */
const MAGIC: Record<CaseDocMime, { bytes: number[]; name: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46], name: 'PDF' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47], name: 'PNG image' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], name: 'JPEG image' },
  'application/msword': { bytes: [0xd0, 0xcf, 0x11, 0xe0], name: 'Word (.doc) document' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    bytes: [0x50, 0x4b, 0x03, 0x04],
    name: 'Word (.docx) document',
  },
};

// Own keys only: `in` would accept `__proto__` or `constructor` and the lookups below would crash.
const isAccepted = (mime: string): mime is CaseDocMime =>
  Object.hasOwn(CASE_DOC_LIMITS.types, mime);

/** Decodes base64 strictly (Buffer.from silently skips junk), refusing oversize before decoding. */
function decode(content: string): Buffer {
  const b64 = content.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) {
    throw badInput('contentBase64: is not valid base64');
  }
  const size = Math.floor((b64.length * 3) / 4) - (b64.match(/=+$/)?.[0].length ?? 0);
  if (size > CASE_DOC_LIMITS.maxBytes) {
    throw badInput(
      `The file is too large: ${megabytes(size)} (limit ${megabytes(CASE_DOC_LIMITS.maxBytes)})`,
    );
  }
  if (size === 0) throw badInput('The file is empty');
  return Buffer.from(b64, 'base64');
}

export const uploadDocument: Handler<Calls['uploadDocument']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  const mime = input.mime.toLowerCase();
  if (!isAccepted(mime)) {
    throw badInput('Only PDF, PNG, JPEG, DOC or DOCX files can be uploaded');
  }
  const endings: readonly string[] = CASE_DOC_LIMITS.types[mime];
  const lower = input.fileName.toLowerCase();
  if (!endings.some((e) => lower.endsWith(e))) {
    throw badInput(`fileName: a ${MAGIC[mime].name} must end with ${endings.join(' or ')}`);
  }
  if (/[\\/\0]/.test(input.fileName)) throw badInput('fileName: must not contain / or \\');
  const bytes = decode(input.contentBase64);
  if (!MAGIC[mime].bytes.every((b, i) => bytes[i] === b)) {
    throw badInput(`The file's content is not a ${MAGIC[mime].name}`);
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await loadVisibleCase(tx, role, input.id, true);
    assertEditable(role, row);
    const types = docTypesFor(row.type, row.purchaseKind);
    if (!types.some((t) => t.key === input.docType)) {
      throw badInput(
        `docType: must be one of ${types.map((t) => t.key).join(', ')} for this case type`,
      );
    }
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
        size: bytes.length,
        content: bytes,
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
    return { documentId: doc.id, size: bytes.length };
  });
};

export const removeDocument: Handler<Calls['removeDocument']> = async (input, ctx) => {
  const role = caseRole(ctx.user);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await loadVisibleCase(tx, role, input.id, true);
    assertEditable(role, row);
    const [doc] = await tx
      .delete(caseDocuments)
      .where(and(eq(caseDocuments.id, input.documentId), eq(caseDocuments.caseId, row.id)))
      .returning({ docType: caseDocuments.docType, fileName: caseDocuments.fileName });
    if (!doc) throw notFound('Document');
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
    contentBase64: Buffer.from(doc.content).toString('base64'),
  };
};
