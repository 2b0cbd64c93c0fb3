import { z } from 'zod';
import { testingMeta } from '../meta/testing.js';
import { defineCall } from './define.js';
import { email } from './fields.js';

export const testing = {
  latestOutbox: defineCall({
    ...testingMeta.latestOutbox,
    request: z.object({ email: email() }),
    response: z.object({
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      /** The verification code in the mail, if it carries one. */
      code: z.string().nullable(),
      createdAt: z.string(),
    }),
  }),
};
