import { z } from 'zod';
import {
  agentAdminConfigMeta,
  agentInfoMeta,
  applicationMeta,
  statisticalMeta,
} from '../meta/agents.js';
import { defineCall } from './define.js';
import { bool, empty, id } from './fields.js';

export const agentInfoRecord = z.object({
  agentId: z.int(),
  /** 1 = licensed and in a board, 2 = licensed but no board, 3 = no licence yet. */
  agentStatus: z.int(),
  licenseNo: z.string(),
  branchId: z.int().nullable(),
});

export const agentInfo = {
  getPersonalDetails: defineCall({
    ...agentInfoMeta.getPersonalDetails,
    /** The portal caches the answer; `refresh` is accepted and ignored by the server. */
    request: z.object({ refresh: bool().optional() }),
    response: z.object({
      userId: z.int(),
      name: z.string(),
      email: z.string(),
      agentInfo: agentInfoRecord.nullable(),
    }),
  }),
};

export const agentAdminConfig = {
  getByAgentId: defineCall({
    ...agentAdminConfigMeta.getByAgentId,
    request: z.object({ agentId: id() }),
    response: z.object({
      agentId: z.int(),
      /** 1 = certified mentor (the coach-center route is shown). */
      mentorCertificate: z.union([z.literal(0), z.literal(1)]),
      companyEmail: z.string().nullable(),
      boardMember: z.boolean(),
    }),
  }),
};

export const application = {
  getNum: defineCall({
    ...applicationMeta.getNum,
    request: empty(),
    response: z.object({
      /** Pending applications the caller may decide: non-zero only with the examine permission. */
      pendingApprovalNum: z.int(),
      /** The caller's own applications still waiting for a decision. */
      approveNum: z.int(),
    }),
  }),
};

export const statistical = {
  getTodoList: defineCall({
    ...statisticalMeta.getTodoList,
    request: empty(),
    response: z.object({
      list: z.array(
        z.object({
          type: z.enum(['approval', 'application', 'message', 'license', 'board']),
          title: z.string(),
          count: z.int(),
          /** Portal route that resolves the item. */
          route: z.string(),
        }),
      ),
    }),
  }),
};
