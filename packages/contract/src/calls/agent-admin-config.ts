import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LISTS } from '../meta/lists.js';
import { ACTIVITY_KINDS, agentAdminConfigMeta, agentAdminConfigStashMeta } from '../meta/people.js';
import { stagedChange } from './agent-info.js';
import { defineCall } from './define.js';
import { day, empty, id, int, line, paged, text } from './fields.js';
import { listRequest } from './list.js';

const L = FIELD_LIMITS.people;

function defineAll<T extends Record<string, Parameters<typeof defineCall>[0]>>(calls: T): T {
  for (const call of Object.values(calls)) defineCall(call);
  return calls;
}

const agentRef = z.object({ agentId: id() });
const mentor = () => int({ min: 0, max: 1 }).pipe(z.union([z.literal(0), z.literal(1)]));
const companyEmail = () =>
  z
    .string({ error: 'must be an e-mail address' })
    .trim()
    .toLowerCase()
    .max(FIELD_LIMITS.common.email.max)
    .pipe(z.email({ error: 'must be an e-mail address' }));

/** The office's fields; an edit sends the ones it changes. */
const configFields = {
  roleId: id(),
  branchId: id().nullable(),
  companyEmail: companyEmail().nullable(),
  mentorCertificate: mentor(),
  commissionPlan: text(L.commissionPlan),
};

export const adminConfig = z.object({
  agentId: z.int(),
  /** 1 = certified mentor (the coach-center route is shown). */
  mentorCertificate: z.union([z.literal(0), z.literal(1)]),
  companyEmail: z.string().nullable(),
  /** The agent has joined at least one board (from the personal info). */
  boardMember: z.boolean(),
  roleId: z.int().nullable(),
  roleName: z.string().nullable(),
  dutyId: z.int().nullable(),
  dutyName: z.string().nullable(),
  branchId: z.int().nullable(),
  branchName: z.string().nullable(),
  commissionPlan: z.string(),
  comment: z.string(),
});

export const historyRecord = z.object({
  id: z.int(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** 'office': a user manager's edit; 'stash': an accepted staged change of the agent. */
  source: z.enum(['office', 'stash']),
  stashId: z.int().nullable(),
  byUserId: z.int(),
  byName: z.string(),
  at: z.string(),
});

export const agentAdminConfig = defineAll({
  getByAgentId: { ...agentAdminConfigMeta.getByAgentId, request: agentRef, response: adminConfig },
  getRel: {
    ...agentAdminConfigMeta.getRel,
    request: agentRef,
    response: z.object({
      agentId: z.int(),
      userId: z.int(),
      relStatus: z.int(),
      roleId: z.int().nullable(),
      roleName: z.string().nullable(),
      dutyId: z.int().nullable(),
      dutyName: z.string().nullable(),
      branchId: z.int().nullable(),
      branchName: z.string().nullable(),
      /** Every role the agent's user holds (the active one first). */
      roles: z.array(z.object({ roleId: z.int(), roleName: z.string() })),
    }),
  },
  add: {
    ...agentAdminConfigMeta.add,
    request: z.object({
      agentId: id(),
      roleId: configFields.roleId.optional(),
      branchId: configFields.branchId.optional(),
      companyEmail: configFields.companyEmail.optional(),
      mentorCertificate: configFields.mentorCertificate.optional().default(0),
      commissionPlan: configFields.commissionPlan.optional().default(''),
      comment: text(L.comment).optional().default(''),
    }),
    response: adminConfig,
  },
  edit: {
    ...agentAdminConfigMeta.edit,
    request: z
      .object({
        agentId: id(),
        roleId: configFields.roleId.optional(),
        branchId: configFields.branchId.optional(),
        companyEmail: configFields.companyEmail.optional(),
        mentorCertificate: configFields.mentorCertificate.optional(),
        commissionPlan: configFields.commissionPlan.optional(),
      })
      .strict(),
    response: adminConfig.extend({ changed: z.array(z.string()) }),
  },
  getActivityList: {
    ...agentAdminConfigMeta.getActivityList,
    request: listRequest(LISTS.agentAdminConfig.getActivityList, { agentId: id() }),
    response: paged(
      z.object({
        id: z.int(),
        kind: z.enum(ACTIVITY_KINDS),
        title: z.string(),
        happenedOn: z.string(),
        note: z.string(),
        createdBy: z.int(),
        createdAt: z.string(),
      }),
    ),
  },
  generateCompanyEmail: {
    ...agentAdminConfigMeta.generateCompanyEmail,
    request: agentRef,
    response: z.object({ agentId: z.int(), companyEmail: z.string() }),
  },
  addActivityInfo: {
    ...agentAdminConfigMeta.addActivityInfo,
    request: z.object({
      agentId: id(),
      kind: z.enum(ACTIVITY_KINDS, { error: `must be one of ${ACTIVITY_KINDS.join(', ')}` }),
      title: line(L.activityTitle),
      happenedOn: day(),
      note: text(L.activityNote).optional().default(''),
    }),
    response: z.object({ id: z.int() }),
  },
  adminConfigRecord: {
    ...agentAdminConfigMeta.adminConfigRecord,
    request: listRequest(LISTS.agentAdminConfig.adminConfigRecord, { agentId: id() }),
    response: paged(historyRecord),
  },
  editComment: {
    ...agentAdminConfigMeta.editComment,
    request: z.object({ agentId: id(), comment: text(L.comment) }),
    response: z.object({ agentId: z.int(), comment: z.string() }),
  },
  statisticalByDuty: {
    ...agentAdminConfigMeta.statisticalByDuty,
    request: empty(),
    response: z.object({
      list: z.array(
        z.object({
          /** Null: agents whose role has no duty above it, or no role. */
          dutyId: z.int().nullable(),
          dutyName: z.string(),
          agents: z.int(),
        }),
      ),
    }),
  },
});

export const agentAdminConfigStash = defineAll({
  getByAgentId: {
    ...agentAdminConfigStashMeta.getByAgentId,
    request: agentRef,
    response: stagedChange.nullable(),
  },
  search: {
    ...agentAdminConfigStashMeta.search,
    request: listRequest(LISTS.agentAdminConfigStash.search, {}),
    response: paged(stagedChange),
  },
  accept: {
    ...agentAdminConfigStashMeta.accept,
    request: z.object({ id: id() }),
    response: z.object({ id: z.int(), agentId: z.int(), agentStatus: z.int() }),
  },
  reject: {
    ...agentAdminConfigStashMeta.reject,
    request: z.object({ id: id(), reason: text(L.rejectReason) }),
    response: z.object({ id: z.int(), agentId: z.int() }),
  },
});
