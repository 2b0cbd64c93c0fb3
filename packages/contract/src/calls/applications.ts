import { z } from 'zod';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  APPROVAL_ACTIONS,
  applicationFlowMeta,
  approveRecordMeta,
  beMentorMeta,
  entryMeta,
  salaryMeta,
  WAGE_TYPES,
} from '../meta/applications.js';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { amount } from './amount.js';
import { defineCall } from './define.js';
import { bool, day, email, id, idList, int, line, paged, plain, typeError } from './fields.js';
import { listRequest } from './list.js';

/** Runs every call through defineCall (permission, encoding checks) and keeps the object's type. */
function defineAll<T extends Record<string, Parameters<typeof defineCall>[0]>>(calls: T): T {
  for (const call of Object.values(calls)) defineCall(call);
  return calls;
}

const L = FIELD_LIMITS.application;

const period = () =>
  z
    .string({ error: typeError('must be a month as YYYY-MM') })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');
/** A calendar day that exists (2026-02-30 does not). */

export const tutorForm = z.object({
  topic: plain(L.topic),
  coachAgentId: id().optional(),
  note: plain(L.note).optional().default(''),
});
export const coachCostForm = z.object({
  coachAgentId: id(),
  agreementRef: plain(L.agreementRef),
  period: period(),
  amount: amount({ max: FIELD_LIMITS.common.money }),
  note: plain(L.note).optional().default(''),
});
export const vendorForm = z.object({
  vendorName: line(L.vendorName),
  service: plain(L.service),
  amount: amount({ max: FIELD_LIMITS.common.money }),
  invoiceRef: plain(L.invoiceRef),
  note: plain(L.note).optional().default(''),
});
export const wagesForm = z.object({
  type: z.enum(WAGE_TYPES, { error: 'must be agent, staff or market' }),
  period: period(),
  amount: amount({ max: FIELD_LIMITS.common.money }),
  note: plain(L.note).optional().default(''),
});
export const entryForm = z.object({
  legalName: line(L.name),
  phone: plain(FIELD_LIMITS.common.phone),
  personalEmail: email(),
  address: plain(L.address).optional().default(''),
  licenseNo: plain(L.licenseNo).optional().default(''),
  licenseState: plain(L.state).optional().default(''),
  taxClassification: plain(L.taxClassification),
  tinLast4: z
    .string({ error: typeError('must be 4 digits') })
    .trim()
    .regex(/^\d{4}$/, 'must be 4 digits'),
  emergencyName: line(L.name),
  emergencyPhone: plain(FIELD_LIMITS.common.phone),
  emergencyRelation: plain(L.relation).optional().default(''),
});
export const mentorForm = z.object({
  reason: plain(L.reason),
  yearsLicensed: int({ min: 0, max: L.yearsLicensed.max }),
});

/** One form per kind; `form` of a detail is the kind's shape (see docs/decisions/applications.md). */
export const applicationForm = z.union([
  tutorForm,
  coachCostForm,
  vendorForm,
  wagesForm,
  entryForm,
  mentorForm,
]);

const kind = z.enum(APPLICATION_KINDS, { error: 'must be an application kind' });
const status = z.enum(APPLICATION_STATUSES, { error: 'must be an application status' });

export const applicationRow = z.object({
  id: z.int(),
  kind,
  status,
  applicantId: z.int(),
  applicantName: z.string(),
  period: z.string().nullable(),
  /** Current step (1-based) and its name; 0/'' for a draft. */
  step: z.int(),
  stepName: z.string(),
  submittedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  /** The colleague the caller decides for (out-of-office delegation), when that is why they may. */
  actingFor: z.string().nullable(),
  /** The row's money (coach cost, vendor, wages), a decimal string; null otherwise. */
  amount: z.string().nullable(),
  version: z.int(),
});

export const approvalRecord = z.object({
  id: z.int(),
  applicationId: z.int(),
  step: z.int(),
  action: z.enum(APPROVAL_ACTIONS),
  by: z.int(),
  byName: z.string(),
  actingForId: z.int().nullable(),
  actingForName: z.string().nullable(),
  comment: z.string(),
  at: z.string(),
});

export const chainStep = z.object({
  step: z.int(),
  name: z.string(),
  moduleId: z.string(),
  /** 'done' passed, 'rejected', 'current' waiting, 'todo' later. */
  state: z.enum(['done', 'rejected', 'current', 'todo']),
  decidedBy: z.string().nullable(),
  actingFor: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string().nullable(),
});

/** The invoice file attached to a vendor application (its bytes come from downloadInvoice). */
export const invoiceFile = z.object({ fileName: z.string(), mime: z.string(), size: z.int() });

export const applicationDetail = applicationRow.extend({
  form: z.record(z.string(), z.unknown()),
  /** Vendor applications: the attached invoice file, or null while none is. */
  invoice: invoiceFile.nullable(),
  chain: z.array(chainStep),
  records: z.array(approvalRecord),
  canWithdraw: z.boolean(),
  canDecide: z.boolean(),
});

const decided = z.object({ id: z.int(), status, step: z.int() });
const saved = z.object({ id: z.int(), status });
const formOf = <T extends z.ZodType>(form: T) => z.object({ id: z.int(), status, form }).nullable();

export const application = defineAll({
  search: {
    ...applicationFlowMeta.search,
    request: listRequest(LISTS.application.search, {
      kind: kind.optional(),
      /** 'pending': what the caller may decide now (default); others: what the caller decided. */
      status: status.optional().default('pending'),
      keyword: plain(L.keyword).optional(),
      overdue: bool().optional(),
    }),
    response: paged(applicationRow),
  },
  myApproveList: {
    ...applicationFlowMeta.myApproveList,
    request: listRequest(LISTS.application.myApproveList, {
      kind: kind.optional(),
      status: status.optional(),
    }),
    response: paged(applicationRow),
  },
  rejection: {
    ...applicationFlowMeta.rejection,
    request: z.object({ id: id(), comment: plain(L.rejectReason) }),
    response: decided,
  },
  pass: {
    ...applicationFlowMeta.pass,
    request: z.object({ id: id(), comment: plain(L.comment).optional().default('') }),
    response: decided,
  },
  entryApplicationPass: {
    ...applicationFlowMeta.entryApplicationPass,
    request: z.object({
      id: id(),
      comment: plain(L.comment).optional().default(''),
      /** The role the new agent gets (active at their next sign-in). */
      roleId: id(),
      branchId: id().optional(),
    }),
    response: decided.extend({ agentId: z.int(), companyEmail: z.string() }),
  },
  get: {
    ...applicationFlowMeta.get,
    request: z.object({ id: id() }),
    response: applicationDetail,
  },
  saveDraft: {
    ...applicationFlowMeta.saveDraft,
    request: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('tutor'), id: id().optional(), form: tutorForm }),
        z.object({ kind: z.literal('coach-cost'), id: id().optional(), form: coachCostForm }),
        z.object({ kind: z.literal('vendor'), id: id().optional(), form: vendorForm }),
      ],
      { error: 'must be tutor, coach-cost or vendor' },
    ),
    response: saved,
  },
  submit: {
    ...applicationFlowMeta.submit,
    request: z.object({ id: id() }),
    response: saved,
  },
  uploadInvoice: {
    ...applicationFlowMeta.uploadInvoice,
    request: z.object({
      id: id(),
      fileName: plain(L.fileName),
      mime: plain(L.mime),
      // The bytes travel as the multipart file part `file` (meta `file`), after these fields.
    }),
    response: invoiceFile,
  },
  downloadInvoice: {
    ...applicationFlowMeta.downloadInvoice,
    request: z.object({ id: id() }),
    response: invoiceFile.extend({ contentBase64: z.string() }),
  },
  withdraw: {
    ...applicationFlowMeta.withdraw,
    request: z.object({ id: id() }),
    response: saved,
  },
  bulkDecide: {
    ...applicationFlowMeta.bulkDecide,
    request: z.object({
      ids: idList(),
      decision: z.enum(['pass', 'reject'], { error: "must be 'pass' or 'reject'" }),
      comment: plain(L.comment).optional().default(''),
    }),
    response: z.object({
      results: z.array(
        z.object({ id: z.int(), ok: z.boolean(), code: z.int(), message: z.string() }),
      ),
    }),
  },
  setDelegation: {
    ...applicationFlowMeta.setDelegation,
    request: z.object({ delegateId: id(), startsOn: day(), endsOn: day() }),
    response: z.object({ id: z.int() }),
  },
  getDelegation: {
    ...applicationFlowMeta.getDelegation,
    request: z.object({}),
    response: z.object({
      list: z.array(
        z.object({
          id: z.int(),
          approverId: z.int(),
          approverName: z.string(),
          delegateId: z.int(),
          delegateName: z.string(),
          startsOn: z.string(),
          endsOn: z.string(),
        }),
      ),
    }),
  },
  endDelegation: {
    ...applicationFlowMeta.endDelegation,
    request: z.object({ id: id() }),
    response: z.object({ id: z.int() }),
  },
  entryRoles: {
    ...applicationFlowMeta.entryRoles,
    request: z.object({}),
    response: z.object({ list: z.array(z.object({ id: z.int(), name: z.string() })) }),
  },
});

export const beMentor = defineAll({
  application: { ...beMentorMeta.application, request: mentorForm, response: saved },
  get: { ...beMentorMeta.get, request: z.object({}), response: formOf(mentorForm) },
});

export const approveRecord = defineAll({
  search: {
    ...approveRecordMeta.search,
    request: listRequest(LISTS.approveRecord.search, { applicationId: id() }),
    response: paged(approvalRecord),
  },
});

const byApplication = z.object({ applicationId: id() });

export const entry = defineAll({
  getEntryInfo: { ...entryMeta.getEntryInfo, request: z.object({}), response: formOf(entryForm) },
  save: { ...entryMeta.save, request: entryForm.extend({ id: id().optional() }), response: saved },
  submit: {
    ...entryMeta.submit,
    request: entryForm.extend({ id: id().optional() }),
    response: saved,
  },
  getByApplication: {
    ...entryMeta.getByApplication,
    request: byApplication,
    response: formOf(entryForm),
  },
});

const marketRecord = z.object({
  agentId: id(),
  period: period(),
  hours: int({ min: 0, max: L.hours.max }),
  description: plain(L.note).optional().default(''),
});

export const salary = defineAll({
  getServiceRecord: {
    ...salaryMeta.getServiceRecord,
    request: z.object({ period: period() }),
    response: z.object({
      agentId: z.int().nullable(),
      period: z.string(),
      marketHours: z.int(),
      description: z.string(),
    }),
  },
  submitApplication: {
    ...salaryMeta.submitApplication,
    request: wagesForm.extend({ id: id().optional() }),
    response: saved,
  },
  getSave: {
    ...salaryMeta.getSave,
    request: z.object({ type: wagesForm.shape.type }),
    response: formOf(wagesForm),
  },
  save: { ...salaryMeta.save, request: wagesForm.extend({ id: id().optional() }), response: saved },
  getByApplication: {
    ...salaryMeta.getByApplication,
    request: byApplication,
    response: formOf(wagesForm),
  },
  saveMarketServiceRecord: {
    ...salaryMeta.saveMarketServiceRecord,
    request: marketRecord,
    response: z.object({ agentId: z.int(), period: z.string() }),
  },
  getMarketServiceRecord: {
    ...salaryMeta.getMarketServiceRecord,
    request: z.object({ agentId: id(), period: period() }),
    response: marketRecord.extend({ agentId: z.int(), period: z.string() }).nullable(),
  },
});
