import type { FastifyInstance } from 'fastify';
import { type Answer, call, callMultipart, sessionFor, type TestApp } from './helpers.js';

/**
 * Case calls are JSON but for the multipart upload; this keeps the tests short. An upload's
 * `contentBase64` (a data: prefix allowed) becomes the file part, named by `fileName`.
 */
export const tc = (app: FastifyInstance, name: string, token: string, body: object = {}) => {
  if (name === 'uploadDocument') {
    const { contentBase64, ...fields } = body as Record<string, unknown> & {
      contentBase64?: string;
    };
    const bytes = Buffer.from(String(contentBase64 ?? '').replace(/^data:[^,]*,/, ''), 'base64');
    const file =
      contentBase64 === undefined
        ? undefined
        : {
            name: String(fields.fileName ?? 'file'),
            type: String(fields.mime ?? 'application/octet-stream'),
            bytes,
          };
    return callMultipart(app, `bq/tran/case/${name}`, fields, file, token);
  }
  return call(app, `bq/tran/case/${name}`, body as Record<string, unknown>, {
    token,
    encoding: 'json',
  });
};

export async function getCaseId(
  app: FastifyInstance,
  token: string,
  caseNo: string,
): Promise<Answer> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/bq/tran/case/getCaseId?caseNo=${encodeURIComponent(caseNo)}`,
    headers: { authorization: token },
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

export const EMAILS = {
  admin: 'admin@bq.example.com',
  agent: 'agent@bq.example.com',
  mentor: 'mentor@bq.example.com',
  noboard: 'agent.noboard@bq.example.com',
  nolicense: 'agent.nolicense@bq.example.com',
  approver: 'approver@bq.example.com',
  finance: 'finance@bq.example.com',
  lecturer: 'lecturer@bq.example.com',
  multi: 'multi@bq.example.com',
} as const;
export type Who = keyof typeof EMAILS;

export async function tokens(t: TestApp): Promise<Record<Who, string>> {
  const entries = await Promise.all(
    (Object.entries(EMAILS) as [Who, string][]).map(
      async ([k, email]) => [k, await sessionFor(t, email)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Who, string>;
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const u = await t.database.db.query.users.findFirst({ where: (x, { eq }) => eq(x.email, email) });
  if (!u) throw new Error(email);
  return u.id;
}

export const PDF = Buffer.from('%PDF-1.4\n%test\n%%EOF\n');
export const b64 = (b: Buffer) => b.toString('base64');

/** Fields that make each type submittable (CASE_REQUIRED_FIELDS), plus its required document. */
export const COMPLETE: Record<number, { form: object; doc: string }> = {
  1: {
    form: { purchasePrice: '1250000', acceptanceDate: '03/01/2026', commissionPercent: '2.5' },
    doc: 'purchase-agreement',
  },
  3: { form: { listPrice: 999000.5, commissionAmount: '25000' }, doc: 'listing-agreement' },
  4: {
    form: { loanAmount: '800000', lender: { company: 'Pacific Loans' } },
    doc: 'loan-application',
  },
  5: { form: { monthlyRent: '3200.00' }, doc: 'management-agreement' },
  6: {
    form: { referralFeePercent: '25', otherSide: { agentName: 'Chris', brokerage: 'Coastline' } },
    doc: 'referral-agreement',
  },
};

export const ADDRESS = {
  street: '1 Test Street',
  unit: 'Apt 2',
  city: 'San Jose',
  state: 'ca',
  zip: '95112',
};

/** Creates a draft as `token` and fills it so that submit would pass. */
export async function completeDraft(
  app: FastifyInstance,
  token: string,
  type: 1 | 3 | 4 | 5 | 6,
  extra: object = {},
) {
  const created = await tc(app, 'create', token, {
    type,
    ...(type === 1 ? { purchaseKind: 'resale' } : {}),
  });
  if (created.code !== 200) throw new Error(created.message);
  const spec = COMPLETE[type];
  if (!spec) throw new Error(`type ${type}`);
  const saved = await tc(app, 'saveDraft', token, {
    id: created.data.id,
    address: ADDRESS,
    clients: [{ name: 'Test Client', email: 'client@example.com', phone: '(408) 555-0100' }],
    ...spec.form,
    ...extra,
  });
  if (saved.code !== 200) throw new Error(saved.message);
  const up = await tc(app, 'uploadDocument', token, {
    id: created.data.id,
    docType: spec.doc,
    fileName: 'agreement.pdf',
    mime: 'application/pdf',
    contentBase64: b64(PDF),
  });
  if (up.code !== 200) throw new Error(up.message);
  return created.data as { id: number; caseNo: string };
}
