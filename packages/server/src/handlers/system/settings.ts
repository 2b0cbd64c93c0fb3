import type { SettingKey } from '@bq/contract';
import type { Ctx, FamilyHandlers, SessionUser } from '../../context.js';
import {
  listChanges,
  listSettings,
  resetSetting,
  rollbackChange,
  setSetting,
} from '../../domain/system/settings.js';

/** `/system/server-config`: the runtime settings, their change log and rollback. */

async function row(ctx: Ctx<SessionUser>, key: SettingKey) {
  const found = (await listSettings(ctx.db, ctx.settings)).find((s) => s.key === key);
  if (!found) throw new Error(`setting ${key} missing from the list`);
  return found;
}

const act = (ctx: Ctx<SessionUser>) => ({ now: ctx.now(), actor: ctx.user.userId });

export const serverConfig: FamilyHandlers<'serverConfig'> = {
  getSettings: (_input, ctx) => listSettings(ctx.db, ctx.settings),
  async set(input, ctx) {
    await ctx.db.transaction((tx) => setSetting(tx, act(ctx), input));
    return row(ctx, input.key);
  },
  async reset({ key }, ctx) {
    await ctx.db.transaction((tx) => resetSetting(tx, act(ctx), key));
    return row(ctx, key);
  },
  changes: ({ key }, ctx) => listChanges(ctx.db, key),
  async rollback({ changeId }, ctx) {
    const key = await ctx.db.transaction((tx) => rollbackChange(tx, act(ctx), changeId));
    return row(ctx, key);
  },
};
