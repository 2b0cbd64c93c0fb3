import type { FamilyHandlers } from '../../context.js';
import { assertMayOpen } from '../../domain/change-log/access.js';
import { queryLog, recordHistory } from '../../domain/change-log/read.js';
import { badInput } from '../../envelope.js';

/** The one change log (docs/change-log.md): a record's History tab and the administrators' page. */
export const changeLog: FamilyHandlers<'changeLog'> = {
  async recordHistory(input, ctx) {
    if (input.id === undefined && input.kind !== 'setting') {
      throw badInput('Name the record: only the settings are read as one history');
    }
    await assertMayOpen(ctx.db, ctx.user, input.kind, input.id, ctx.now());
    return recordHistory(ctx.db, input);
  },
  async query(input, ctx) {
    return queryLog(ctx.db, input);
  },
};
