import { z } from 'zod';
import { CDA_PAYEE_KINDS, CDA_STATUSES, cdaMeta } from '../meta/finance-cda.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { defineCallOf } from './define.js';
import { email, id, int, line, text } from './fields.js';
import { base64File } from './finance-payroll.js';

const L = FIELD_LIMITS.payroll;
const C = FIELD_LIMITS.case;

/** One payee of a CDA and the amount title/escrow disburses to them (decimal dollars, USD). */
export const cdaLine = z.object({
  kind: z.enum(CDA_PAYEE_KINDS),
  /** The person paid (agent or coach); null for the referring brokerage and the office. */
  userId: z.int().nullable(),
  payee: z.string(),
  /** What the line is: `Agent's net, 60.00% of the team`, `Company dollar`. */
  what: z.string(),
  amount: z.string(),
});
export type CdaLine = z.infer<typeof cdaLine>;

/** Who receives the CDA: the title or escrow company, its contact and the file it opened. */
const recipient = {
  company: line(C.company, 1),
  contact: line(C.officer),
  email: email(),
  fileNo: line(L.fileNo, L.fileNo.min),
};

export const cdaVersion = z.object({
  id: z.int(),
  version: z.int(),
  status: z.enum(CDA_STATUSES),
  gross: z.string(),
  company: z.string(),
  contact: z.string(),
  email: z.string(),
  fileNo: z.string(),
  /** The office's wire or check instructions as configured when the version was made. */
  instructions: z.string(),
  lines: z.array(cdaLine),
  /** Above the office's amount, someone other than who generated it approves it. */
  needsSecondPerson: z.boolean(),
  generatedBy: z.string(),
  generatedAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  sentBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The outbox mail's state once sent: queued, sending, sent or failed. */
  mailStatus: z.string().nullable(),
});
export type CdaVersion = z.infer<typeof cdaVersion>;

/** A case's CDA: every version (newest first) and what the form starts from. */
export const caseCda = z.object({
  caseId: z.int(),
  caseNo: z.string(),
  caseStatus: z.string(),
  address: z.string(),
  /** The title/escrow party the case records (its escrow, else its title company), or the latest version's. */
  recipient: z.object({
    company: z.string(),
    contact: z.string(),
    email: z.string(),
    fileNo: z.string(),
  }),
  /** Above this gross, the approver is not who generated the version. */
  secondPersonAbove: z.string(),
  versions: z.array(cdaVersion),
});
export type CaseCda = z.infer<typeof caseCda>;

const versionRef = { caseId: id(), version: int({ min: 1, max: 1_000_000 }) };

export const cda = {
  /**
   * Prices the case as its closing would (the same computation, the same day) and keeps it as the
   * case's CDA: a new version when anything differs from the latest (which is then superseded),
   * else the latest again. Only an approved case waiting to close has one made.
   */
  generate: defineCallOf(
    cdaMeta.generate,
    z.object({ idempotencyKey: text(L.idempotencyKey), caseId: id(), ...recipient }),
    caseCda,
  ),
  /** A case's CDA versions with their payees and states. */
  get: defineCallOf(cdaMeta.get, z.object({ caseId: id() }), caseCda),
  /**
   * Finance approves the latest version; above `cda.secondPersonAbove` (gross) nobody approves a
   * version they generated, and nobody approves the CDA of a case they are on.
   */
  approve: defineCallOf(
    cdaMeta.approve,
    z.object({ idempotencyKey: text(L.idempotencyKey), ...versionRef }),
    caseCda,
  ),
  /** Mails the approved version's PDF to the title/escrow contact through the outbox, once. */
  send: defineCallOf(
    cdaMeta.send,
    z.object({ idempotencyKey: text(L.idempotencyKey), ...versionRef }),
    caseCda,
  ),
  /** A version as the PDF title/escrow receives. */
  pdf: defineCallOf(cdaMeta.pdf, z.object(versionRef), base64File),
};
