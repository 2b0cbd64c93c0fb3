import type { SettingKey } from '@bq/contract';
import type { Ctx, FamilyHandlers, SessionUser } from '../../context.js';
import {
  listChanges,
  listSettings,
  resetSetting,
  rollbackChange,
  serviceTimes,
  setServiceTime,
  setSetting,
} from '../../domain/system/settings.js';

/** `/system/server-config`: the runtime settings, their change log and rollback. */

async function row(ctx: Ctx<SessionUser>, key: SettingKey) {
  const found = (await listSettings(ctx.db, ctx.settings)).find((s) => s.key === key);
  if (!found) throw new Error(`setting ${key} missing from the list`);
  return found;
}

const act = (ctx: Ctx<SessionUser>) => ctx.act();

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
    await ctx.db.transaction((tx) => rollbackChange(tx, act(ctx), changeId));
    return null;
  },
  serviceTimes: (_input, ctx) => serviceTimes(ctx.db),
  async setServiceTime(input, ctx) {
    await ctx.db.transaction((tx) => setServiceTime(tx, act(ctx), input));
    const saved = (await serviceTimes(ctx.db)).find((s) => s.kind === input.kind);
    if (!saved) throw new Error(`application kind ${input.kind} missing`);
    return saved;
  },
};
