import { z } from 'zod';
import { FIELD_LIMITS } from '../meta/limits.js';
import { VIEW_LIST_KEY, viewMeta } from '../meta/views.js';
import { defineCallOf } from './define.js';
import { id, line, nothing, text } from './fields.js';

const L = FIELD_LIMITS.view;

const listKey = () =>
  text(L.listKey, 1).refine((key) => VIEW_LIST_KEY.test(key), 'Use a list key the portal names.');

/** One saved view as its reader sees it. */
export const savedView = z.object({
  id: z.int(),
  listKey: z.string(),
  name: z.string(),
  /** The list's query string without its `?` (filters, sort, size, `cols=`). */
  query: z.string(),
  ownerId: z.int(),
  ownerName: z.string(),
  /** The role it is shared with (every holder of it sees it), null when only its owner does. */
  roleId: z.int().nullable(),
  roleName: z.string().nullable(),
  /** The reader may save over it (its owner) or delete it (its owner or an administrator). */
  canEdit: z.boolean(),
  canRemove: z.boolean(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

export const view = {
  /**
   * The views of one list the caller sees (their own and those shared with a role they hold),
   * their default view of it, and the roles they may share with (the roles they hold).
   */
  list: defineCallOf(
    viewMeta.list,
    z.object({ listKey: listKey() }),
    z.object({
      views: z.array(savedView),
      defaultId: z.int().nullable(),
      roles: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  ),
  /**
   * Keeps a view: new without `id`, else over the caller's own view. A name is unique per owner
   * and list (saving under a name they already use replaces that view).
   */
  save: defineCallOf(
    viewMeta.save,
    z.object({
      id: id().optional(),
      listKey: listKey(),
      name: line(L.name, L.name.min),
      query: text(L.query),
      roleId: id().nullable(),
    }),
    savedView,
  ),
  /** Deletes a view (its owner, or an administrator); anyone's default on it goes with it. */
  remove: defineCallOf(viewMeta.remove, z.object({ id: id() }), nothing()),
  /** The caller's default view of a list (opened when they come to it with no query); null clears. */
  setDefault: defineCallOf(
    viewMeta.setDefault,
    z.object({ listKey: listKey(), id: id().nullable() }),
    nothing(),
  ),
};
