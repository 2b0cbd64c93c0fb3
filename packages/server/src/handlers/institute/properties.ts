import type { FamilyHandlers } from '../../context.js';
import { courseProperties } from '../../db/schema-institute.js';
import { saveCourseProperties } from '../../domain/institute/profiles.js';

export const courseProperty: FamilyHandlers<'courseProperty'> = {
  async get(_input, ctx) {
    const [row] = await ctx.db.select().from(courseProperties);
    return {
      categories: row?.categories ?? [],
      tags: row?.tags ?? [],
      maxTags: row?.maxTags ?? 0,
    };
  },

  async save(input, ctx) {
    await ctx.db.transaction((tx) => saveCourseProperties(tx, ctx.act(), input));
    return null;
  },
};
