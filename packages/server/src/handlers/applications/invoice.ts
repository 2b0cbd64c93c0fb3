import { type Contract, INVOICE_FILE_LIMITS } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { applicationFiles, applications } from '../../db/schema-applications.js';
import { loadVisible } from '../../domain/applications/visibility.js';
import { badInput, conflict, fieldRefused, notFound } from '../../envelope.js';
import { acceptedType, checkEnding, formatName, storeChecked } from '../../files/checked-upload.js';

type Flow = Contract['application'];

/** The caller's own vendor draft: the only application an invoice may be attached to or replaced on. */
async function ownVendorDraft(db: Db | Tx, userId: number, id: number, lock: boolean) {
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  // Someone else's application reads as missing, as in the other applicant calls.
  if (!row || row.applicantId !== userId) throw notFound('Application');
  if (row.type !== 'vendor') throw conflict(`Application #${id} is not a vendor application`);
  if (row.status !== 'draft') throw conflict('Only a draft can be changed; this one was sent');
  return row;
}

export const uploadInvoice: Handler<Flow['uploadInvoice']> = async (input, ctx) => {
  const mime = acceptedType(INVOICE_FILE_LIMITS.types, input.mime);
  if (!mime) throw badInput('Only PDF, PNG or JPEG files can be uploaded');
  checkEnding(INVOICE_FILE_LIMITS.types[mime], input.fileName, `a ${formatName(mime)} `);
  if (/[\\/]/.test(input.fileName)) throw fieldRefused('fileName', 'must not contain / or \\');
  // The multipart part named "file", after the fields (docs/api.md).
  if (!ctx.file) throw fieldRefused('file', 'is required');
  const userId = ctx.user.userId;
  // Checked before the bytes are read (and again, locked, in the transaction below).
  await ownVendorDraft(ctx.db, userId, input.id, false);
  const saved = await storeChecked(ctx.files, ctx.file, mime);
  const now = ctx.now();
  const values = {
    fileName: input.fileName,
    mime,
    size: saved.size,
    storageKey: saved.key,
    uploadedBy: userId,
    uploadedAt: now,
  };
  const replaced = await ctx.db
    .transaction(async (tx) => {
      const row = await ownVendorDraft(tx, userId, input.id, true);
      const [old] = await tx
        .select({ key: applicationFiles.storageKey })
        .from(applicationFiles)
        .where(eq(applicationFiles.applicationId, row.id));
      await tx
        .insert(applicationFiles)
        .values({ applicationId: row.id, ...values })
        .onConflictDoUpdate({ target: applicationFiles.applicationId, set: values });
      await tx
        .update(applications)
        .set({ version: row.version + 1, updatedAt: now })
        .where(eq(applications.id, row.id));
      return old?.key ?? null;
    })
    .catch(saved.refuse);
  // After the commit: a failed delete leaves an orphan file, never a row without its file.
  if (replaced) await ctx.files.remove(replaced).catch(() => {});
  return { fileName: values.fileName, mime, size: saved.size };
};

export async function invoiceOf(db: Db | Tx, applicationId: number) {
  const [file] = await db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  return file ?? null;
}

/** Answered inside the envelope as base64, like a case document (docs/decisions/platform.md "Uploads"). */
export const downloadInvoice: Handler<Flow['downloadInvoice']> = async ({ id }, ctx) => {
  const app = await loadVisible(ctx.db, ctx.user, id, ctx.now());
  const file = await invoiceOf(ctx.db, app.id);
  if (!file) throw notFound('Invoice file');
  return {
    fileName: file.fileName,
    mime: file.mime,
    size: file.size,
    contentBase64: (await ctx.files.read(file.storageKey)).toString('base64'),
  };
};
