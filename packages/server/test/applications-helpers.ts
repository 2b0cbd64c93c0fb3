import { allCalls } from '@bq/contract';
import { eq } from 'drizzle-orm';
import { roles, users } from '../src/db/schema.js';
import { call, callMultipart, sessionFor, type TestApp } from './helpers.js';

export const WHO = {
  agent: 'agent@bq.example.com',
  noboard: 'agent.noboard@bq.example.com',
  nolicense: 'agent.nolicense@bq.example.com',
  approver: 'approver@bq.example.com',
  admin: 'admin@bq.example.com',
  finance: 'finance@bq.example.com',
  norole: 'norole@bq.example.com',
} as const;
export type Who = keyof typeof WHO;

const encodings = new Map(allCalls().map(({ call: c }) => [c.path, c.encoding]));

/** Calls `bq/<path>` with the encoding the contract declares for it. */
export function api(t: TestApp, path: string, token: string, body: Record<string, unknown> = {}) {
  const full = `bq/${path}`;
  const encoding = encodings.get(full);
  if (!encoding) throw new Error(`no call ${full}`);
  return call(t.app, full, body, { token, encoding: encoding === 'json' ? 'json' : 'form' });
}

export async function tokens(t: TestApp): Promise<Record<Who, string>> {
  const entries = await Promise.all(
    Object.entries(WHO).map(async ([k, email]) => [k, await sessionFor(t, email)] as const),
  );
  return Object.fromEntries(entries) as Record<Who, string>;
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [u] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}

export async function roleId(t: TestApp, name: string): Promise<number> {
  const [r] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!r) throw new Error(name);
  return r.id;
}

export const TUTOR = { kind: 'tutor', form: { topic: 'Listing presentations' } };
export const vendor = (amount: string) => ({
  kind: 'vendor',
  form: { vendorName: 'Bright Photo', service: 'Listing photos', amount, invoiceRef: 'INV-77' },
});
export const COACH_COST = {
  kind: 'coach-cost',
  form: { coachAgentId: 1, agreementRef: 'CA-9', period: '2027-01', amount: '1234.56' },
};
export const ENTRY = {
  legalName: 'Nora Rolle',
  phone: '(415) 555-0111',
  personalEmail: 'nora@example.com',
  licenseNo: 'DRE-02999999',
  licenseState: 'CA',
  taxClassification: 'Individual',
  tinLast4: '4321',
  emergencyName: 'Sam Rolle',
  emergencyPhone: '(415) 555-0112',
};

export const INVOICE_PDF = Buffer.from('%PDF-1.4\n%invoice\n%%EOF\n');

/** Attaches an invoice file to a vendor draft (multipart, as the portal's FileUpload sends it). */
export function uploadInvoice(
  t: TestApp,
  token: string,
  id: number,
  file: { name: string; type: string; bytes: Uint8Array } = {
    name: 'invoice.pdf',
    type: 'application/pdf',
    bytes: INVOICE_PDF,
  },
) {
  return callMultipart(
    t.app,
    'bq/application/uploadInvoice',
    { id, fileName: file.name, mime: file.type },
    file,
    token,
  );
}

/** Saves a generic draft (a vendor one with its invoice file) and submits it; returns the id. */
export async function applied(t: TestApp, token: string, draft: Record<string, unknown>) {
  const saved = await api(t, 'application/saveDraft', token, draft);
  if (saved.code !== 200) throw new Error(`saveDraft: ${saved.message}`);
  if (draft.kind === 'vendor') {
    const up = await uploadInvoice(t, token, saved.data.id);
    if (up.code !== 200) throw new Error(`uploadInvoice: ${up.message}`);
  }
  const sent = await api(t, 'application/submit', token, { id: saved.data.id });
  if (sent.code !== 200) throw new Error(`submit: ${sent.message}`);
  return saved.data.id as number;
}

export async function unread(t: TestApp, token: string): Promise<number> {
  return (await api(t, 'messageStation/getUnreadNum', token)).data.unReadNum;
}
