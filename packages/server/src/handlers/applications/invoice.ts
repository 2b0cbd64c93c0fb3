import { type Contract, INVOICE_FILE_LIMITS } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import type { Db, Tx } from '../../db/index.js';
import { applicationFiles } from '../../db/schema-applications.js';
import { attachInvoice, ownVendorDraft } from '../../domain/applications/records.js';
import { loadVisible } from '../../domain/applications/visibility.js';
import { badInput, fieldRefused, notFound } from '../../envelope.js';
import { acceptedType, checkEnding, formatName, storeChecked } from '../../files/checked-upload.js';

type Flow = Contract['application'];

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
  const replaced = await ctx.db
    .transaction((tx) =>
      attachInvoice(tx, ctx.act(), {
        id: input.id,
        fileName: input.fileName,
        mime,
        size: saved.size,
        storageKey: saved.key,
      }),
    )
    .catch(saved.refuse);
  // After the commit: a failed delete leaves an orphan file, never a row without its file.
  if (replaced) await ctx.files.remove(replaced).catch(() => {});
  return { fileName: input.fileName, mime, size: saved.size };
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
