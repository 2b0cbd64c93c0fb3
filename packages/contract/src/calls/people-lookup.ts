import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { LOOKUP_PURPOSES, peopleMeta } from '../meta/people.js';
import { defineCall } from './define.js';
import { id, text } from './fields.js';

/** One person as a picker shows them: who, how to reach them, what they do and where. */
export const lookupPerson = z.object({
  userId: z.int(),
  /** The person's agent record, null for staff who are not agents (an approver, finance). */
  agentId: z.int().nullable(),
  name: z.string(),
  email: z.string(),
  /** Names of the roles they hold, in role order. */
  roles: z.array(z.string()),
  /** Their branch's name, null when none is set. */
  branch: z.string().nullable(),
});
export type LookupPerson = z.infer<typeof lookupPerson>;

export const people = {
  lookup: defineCall({
    ...peopleMeta.lookup,
    request: z.object({
      purpose: z.enum(LOOKUP_PURPOSES, { error: `must be one of ${LOOKUP_PURPOSES.join(', ')}` }),
      /** Part of a name or e-mail; empty lists the first people by name. */
      keyword: text(FIELD_LIMITS.common.keyword).optional().default(''),
      /**
       * A person already chosen, by user or agent id: answered first whatever the keyword, so a
       * picker given a value can show whose it is.
       */
      userId: id().optional(),
      agentId: id().optional(),
    }),
    response: z.object({ list: z.array(lookupPerson) }),
  }),
};
