import { z } from 'zod';
import { applicationMeta, statisticalMeta } from '../meta/agents.js';
import { defineCall } from './define.js';
import { empty } from './fields.js';

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
