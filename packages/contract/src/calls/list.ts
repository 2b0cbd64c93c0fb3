import { z } from 'zod';
import { LIST_PAGING, type ListMeta, type Paging, SORT_ORDERS } from '../meta/lists.js';
import { int } from './fields.js';

/** `pageNum` and `pageSize` within a list's paging (both optional, with defaults). */
export function paging(p: Paging = LIST_PAGING) {
  return {
    pageNum: int({ min: 1, max: p.maxPageNum }).optional().default(1),
    pageSize: int({ min: 1, max: p.maxPageSize }).optional().default(p.defaultPageSize),
  };
}

type SortShape<M extends ListMeta> = M extends {
  sortable: infer S extends readonly [string, ...string[]];
}
  ? {
      sortBy: z.ZodDefault<z.ZodOptional<z.ZodEnum<{ [K in S[number]]: K }>>>;
      sortOrder: z.ZodDefault<z.ZodOptional<z.ZodEnum<{ asc: 'asc'; desc: 'desc' }>>>;
    }
  : Record<never, never>;

/**
 * The request of a paged list: its filters, then `sortBy`/`sortOrder` when the list's meta names
 * sortable fields, then `pageNum`/`pageSize` within its paging. The zod-free `LISTS` entry is the
 * source, so the portal's list hook and the server agree on every sort and page size.
 */
export function listRequest<M extends ListMeta, F extends z.ZodRawShape>(
  list: M,
  filters: F,
): z.ZodObject<F & SortShape<M> & ReturnType<typeof paging>> {
  const sort = list.sortable
    ? {
        sortBy: z
          .enum(list.sortable, { error: 'must be a field the list sorts by' })
          .optional()
          .default(list.defaultSort ?? list.sortable[0]),
        sortOrder: z
          .enum(SORT_ORDERS, { error: "must be 'asc' or 'desc'" })
          .optional()
          .default(list.defaultOrder ?? 'asc'),
      }
    : {};
  return z.object({ ...filters, ...sort, ...paging(list.paging) }) as never;
}
