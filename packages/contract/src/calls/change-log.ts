import { z } from 'zod';
import { CHANGE_KINDS, changeLogMeta } from '../meta/change-log.js';
import { LISTS } from '../meta/lists.js';
import { defineCallOf } from './define.js';
import { day, id, line, paged } from './fields.js';
import { listRequest } from './list.js';

/** One field of one change: its column name and the values (masked ones read `CHANGE_MASK`). */
export const fieldChange = z.object({
  field: z.string(),
  /** JSON text of the value before (null: none, e.g. the record was created). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const changeRow = z.object({
  id: z.int(),
  /** ISO instant of the write, by the app's clock. */
  at: z.string(),
  /** The person whose call wrote it; null: the system (a sweep, a job, the first seed). */
  actorId: z.int().nullable(),
  actorName: z.string().nullable(),
  /** The call that wrote it (`bq/course/save`); null outside a call. */
  call: z.string().nullable(),
  kind: z.enum(CHANGE_KINDS),
  recordId: z.string(),
  /** The table the row lives in: a person's record spans several. */
  table: z.string(),
  op: z.enum(['insert', 'update', 'delete']),
  fields: z.array(fieldChange),
});
export type ChangeRow = z.infer<typeof changeRow>;

export const changeLog = {
  /**
   * The changes of one record, newest first (at most `RECORD_HISTORY_MAX`): for whoever may open
   * that record, refused (403) otherwise. A setting's id is its key; without an id, every setting.
   */
  recordHistory: defineCallOf(
    changeLogMeta.recordHistory,
    z.object({ kind: z.enum(CHANGE_KINDS), id: line(80, 1).optional() }),
    z.array(changeRow),
  ),
  /** The whole log, newest first, by the person who wrote, the record kind and the days. */
  query: defineCallOf(
    changeLogMeta.query,
    listRequest(LISTS.changeLog.query, {
      actorId: id().optional(),
      kind: z.enum(CHANGE_KINDS).optional(),
      recordId: line(80, 1).optional(),
      from: day().optional(),
      to: day().optional(),
    }),
    paged(changeRow),
  ),
};
