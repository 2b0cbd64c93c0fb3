import type { FamilyHandlers } from '../../context.js';
import { courseProperties } from '../../db/schema-institute.js';

const unique = (list: readonly string[]) => [...new Set(list)];

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
    const set = {
      categories: unique(input.categories),
      tags: unique(input.tags),
      maxTags: input.maxTags,
      updatedAt: ctx.now(),
    };
    // Courses keep the category and tags they were saved with; the lists bind only new saves.
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(courseProperties)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: courseProperties.id, set });
    });
    return null;
  },
};
