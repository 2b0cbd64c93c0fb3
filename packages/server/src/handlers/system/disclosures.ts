import type { FamilyHandlers } from '../../context.js';
import { saveTemplate, templates } from '../../domain/system/disclosures.js';

/** `/system/listingaudit`: the disclosure checklists by kind of case and party. */
export const disclosure: FamilyHandlers<'disclosure'> = {
  getTemplates: (_input, ctx) => templates(ctx.db),
  async saveTemplate(input, ctx) {
    await ctx.db.transaction((tx) => saveTemplate(tx, ctx.act(), input));
    const saved = (await templates(ctx.db)).find(
      (t) => t.scope === input.scope && t.party === input.party,
    );
    return saved ?? { scope: input.scope, party: input.party, items: [] };
  },
};
