import type { FamilyHandlers } from '../../context.js';
import { lookupPeople } from '../../domain/people/lookup.js';
import { forbidden } from '../../envelope.js';

export const people: FamilyHandlers<'people'> = {
  async lookup({ purpose, keyword, userId, agentId }, ctx) {
    // The office directory is for staff: a course-hall visitor's account finds nobody.
    if (ctx.user.userType !== 'staff') throw forbidden();
    const list = await lookupPeople(ctx.db, {
      purpose,
      keyword,
      chosen: { userId, agentId },
      askerId: ctx.user.userId,
    });
    return { list };
  },
};
