import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  INVOICE_PDF,
  TUTOR,
  tokens,
  uploadInvoice,
  vendor,
  type Who,
} from './applications-helpers.js';
import { PNG_1X1, startApp, type TestApp } from './helpers.js';

/**
 * A vendor payment carries its invoice as an uploaded file (issue 11): the applicant attaches it
 * to their draft, cannot submit without it, and whoever decides the application downloads it.
 */

let t: TestApp;
let tk: Record<Who, string>;
const storageDir = mkdtempSync(path.join(tmpdir(), 'bq-invoices-'));
beforeAll(async () => {
  t = await startApp({ STORAGE_DIR: storageDir });
  tk = await tokens(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const draft = async (who: Who = 'agent', amount = '120.00') => {
  const saved = await api(t, 'application/saveDraft', tk[who], vendor(amount));
  expect(saved.code).toBe(200);
  return saved.data.id as number;
};
const PNG = PNG_1X1;

describe('uploading the invoice file', () => {
  it("attaches a PDF to the applicant's draft; the detail names it; a new upload replaces it", async () => {
    const id = await draft();
    const up = await uploadInvoice(t, tk.agent, id);
    expect(up).toMatchObject({
      code: 200,
      data: { fileName: 'invoice.pdf', size: INVOICE_PDF.length },
    });
    const files = readdirSync(storageDir).length;

    const again = await uploadInvoice(t, tk.agent, id, {
      name: 'scan.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(again.code).toBe(200);
    const detail = (await api(t, 'application/get', tk.agent, { id })).data;
    expect(detail.invoice).toEqual({ fileName: 'scan.png', mime: 'image/png', size: PNG.length });
    // The replaced file is gone from storage, not left behind.
    expect(readdirSync(storageDir).length).toBe(files);
  });

  it('refuses a type other than PDF/PNG/JPEG, and content that is not what it claims', async () => {
    const id = await draft();
    const word = await uploadInvoice(t, tk.agent, id, {
      name: 'invoice.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1]),
    });
    expect(word.code).toBe(400);
    expect(word.message).toBe('Only PDF, PNG or JPEG files can be uploaded');

    const fake = await uploadInvoice(t, tk.agent, id, {
      name: 'invoice.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('just some text'),
    });
    expect(fake.code).toBe(400);
    expect(fake.message).toBe("The file's content is not a PDF");
    const detail = (await api(t, 'application/get', tk.agent, { id })).data;
    expect(detail.invoice).toBeNull();
  });

  it('refuses a file over 10 MB and keeps nothing of it', async () => {
    const id = await draft();
    const before = readdirSync(storageDir).length;
    const big = Buffer.concat([
      INVOICE_PDF,
      Buffer.alloc(10 * 1024 * 1024 + 1 - INVOICE_PDF.length),
    ]);
    const up = await uploadInvoice(t, tk.agent, id, {
      name: 'huge.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    expect(up.code).toBe(400);
    expect(up.message).toMatch(/^The file is too large/);
    expect(readdirSync(storageDir).length).toBe(before);
    expect((await api(t, 'application/get', tk.agent, { id })).data.invoice).toBeNull();
  });

  it("refuses someone else's draft, a sent application and a kind without an invoice", async () => {
    const id = await draft('agent');
    const other = await uploadInvoice(t, tk.noboard, id);
    expect(other.code).toBe(404);
    expect((await api(t, 'application/get', tk.agent, { id })).data.invoice).toBeNull();

    expect((await uploadInvoice(t, tk.agent, id)).code).toBe(200);
    expect((await api(t, 'application/submit', tk.agent, { id })).code).toBe(200);
    const late = await uploadInvoice(t, tk.agent, id);
    expect(late).toMatchObject({
      code: 409,
      message: 'Only a draft can be changed; this one was sent',
    });

    const tutor = await api(t, 'application/saveDraft', tk.agent, TUTOR);
    const wrongKind = await uploadInvoice(t, tk.agent, tutor.data.id);
    expect(wrongKind.code).toBe(409);
  });
});

describe('submitting and reading', () => {
  it('a vendor draft without its invoice file is not submitted', async () => {
    const id = await draft();
    const sent = await api(t, 'application/submit', tk.agent, { id });
    expect(sent.code).toBe(400);
    expect(sent.message).toBe(
      'Invoice file: attach the invoice (PDF, PNG or JPEG) before submitting.',
    );
    expect(sent.data.fields).toEqual([
      { field: 'invoiceFile', message: 'attach the invoice (PDF, PNG or JPEG) before submitting' },
    ]);
    expect((await api(t, 'application/get', tk.agent, { id })).data.status).toBe('draft');
  });

  it('the approver downloads the bytes the applicant sent; an outsider may not', async () => {
    const id = await draft();
    await uploadInvoice(t, tk.agent, id);
    // A draft is the applicant's own: not even an approver reads it yet.
    expect((await api(t, 'application/downloadInvoice', tk.approver, { id })).code).toBe(403);
    expect((await api(t, 'application/submit', tk.agent, { id })).code).toBe(200);

    for (const who of ['approver', 'agent'] as const) {
      const file = await api(t, 'application/downloadInvoice', tk[who], { id });
      expect(file.code).toBe(200);
      expect(file.data).toMatchObject({ fileName: 'invoice.pdf', mime: 'application/pdf' });
      expect(Buffer.from(file.data.contentBase64, 'base64').equals(INVOICE_PDF)).toBe(true);
    }
    const detail = (await api(t, 'application/get', tk.approver, { id })).data;
    expect(detail.invoice).toMatchObject({ fileName: 'invoice.pdf' });
    expect((await api(t, 'application/downloadInvoice', tk.noboard, { id })).code).toBe(403);
  });
});
