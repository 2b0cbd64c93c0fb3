import { type Contract, INVOICE_FILE_LIMITS, type InvoiceMime } from '@bq/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../context.js';
import type { Db } from '../../db/index.js';
import { applicationFiles, applicationRows } from '../../db/schema-applications.js';
import { badInput, conflict, fieldRefused, notFound } from '../../envelope.js';
import { fileTooLarge } from '../../files/multipart.js';
import type { Tx } from './decide.js';
import { loadVisible } from './drafts.js';

type Flow = Contract['application'];

/** First bytes of each accepted format: the declared type must match the content. */
const MAGIC: Record<InvoiceMime, { bytes: number[]; name: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46], name: 'PDF' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47], name: 'PNG image' },
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], name: 'JPEG image' },
};

// Own keys only: `in` would accept `__proto__` or `constructor` and the lookups below would crash.
const isAccepted = (mime: string): mime is InvoiceMime =>
  Object.hasOwn(INVOICE_FILE_LIMITS.types, mime);

/** The caller's own vendor draft: the only application an invoice may be attached to or replaced on. */
async function ownVendorDraft(db: Db | Tx, userId: number, id: number, lock: boolean) {
  const query = db.select().from(applicationRows).where(eq(applicationRows.id, id));
  const [row] = lock ? await query.for('update') : await query;
  // Someone else's application reads as missing, as in the other applicant calls.
  if (!row || row.applicantId !== userId) throw notFound('Application');
  if (row.type !== 'vendor') throw conflict(`Application #${id} is not a vendor application`);
  if (row.status !== 'draft') throw conflict('Only a draft can be changed; this one was sent');
  return row;
}

export const uploadInvoice: Handler<Flow['uploadInvoice']> = async (input, ctx) => {
  const mime = input.mime.toLowerCase();
  if (!isAccepted(mime)) throw badInput('Only PDF, PNG or JPEG files can be uploaded');
  const endings: readonly string[] = INVOICE_FILE_LIMITS.types[mime];
  const lower = input.fileName.toLowerCase();
  if (!endings.some((e) => lower.endsWith(e))) {
    throw fieldRefused('fileName', `a ${MAGIC[mime].name} must end with ${endings.join(' or ')}`);
  }
  if (/[\\/]/.test(input.fileName)) throw fieldRefused('fileName', 'must not contain / or \\');
  // The multipart part named "file", after the fields (docs/api.md).
  if (!ctx.file) throw fieldRefused('file', 'is required');
  const userId = ctx.user.userId;
  // Checked before the bytes are read (and again, locked, in the transaction below).
  await ownVendorDraft(ctx.db, userId, input.id, false);
  const file = ctx.file;
  const saved = await ctx.files.save(file.stream);
  const refuse = async (error: Error) => {
    await ctx.files.remove(saved.key);
    throw error;
  };
  if (file.tooLarge()) await refuse(fileTooLarge(file));
  if (saved.size === 0) await refuse(badInput('The file is empty'));
  if (!MAGIC[mime].bytes.every((b, i) => saved.head[i] === b)) {
    await refuse(badInput(`The file's content is not a ${MAGIC[mime].name}`));
  }
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
        .update(applicationRows)
        .set({ version: row.version + 1, updatedAt: now })
        .where(eq(applicationRows.id, row.id));
      return old?.key ?? null;
    })
    .catch(refuse);
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

/** Answered inside the envelope as base64, like a case document (docs/decisions.md "Uploads"). */
export const downloadInvoice: Handler<Flow['downloadInvoice']> = async ({ id }, ctx) => {
  const app = await loadVisible(ctx.db, ctx.user, id);
  const file = await invoiceOf(ctx.db, app.id);
  if (!file) throw notFound('Invoice file');
  return {
    fileName: file.fileName,
    mime: file.mime,
    size: file.size,
    contentBase64: (await ctx.files.read(file.storageKey)).toString('base64'),
  };
};
