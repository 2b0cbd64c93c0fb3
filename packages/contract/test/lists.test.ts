import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  allCalls,
  CASE_SORT_FIELDS,
  contract,
  LIST_PAGING,
  LISTS,
  type ListMeta,
  type ParsedRequestOf,
} from '../src/index.js';

const listed = Object.entries(LISTS).flatMap(([family, calls]) =>
  Object.entries(calls as Record<string, ListMeta>).map(([name, list]) => ({ family, name, list })),
);
/** Keys some lists cannot do without: the history detail's address, one application's records,
 * one agent's history and activities, one mailing list's addresses, one token account's lines. */
const REQUIRED = { addressKey: 'k', applicationId: 1, agentId: 1, listId: 1, accountId: 1 };
const callOf = (family: string, name: string) =>
  (contract as unknown as Record<string, Record<string, { request: z.ZodType }>>)[family]?.[name];

describe('the list requests', () => {
  it('lists every paged call in LISTS, and only those', () => {
    const paged = allCalls()
      .filter(({ call }) => 'pageNum' in ((call.request as z.ZodObject).shape ?? {}))
      .map(({ family, name }) => `${family}.${name}`)
      .sort();
    expect(listed.map(({ family, name }) => `${family}.${name}`).sort()).toEqual(paged);
  });

  it.each(listed)(
    '$family.$name takes the sorts and page sizes of its meta',
    ({ family, name, list }) => {
      const request = callOf(family, name)?.request as z.ZodType;
      const parsed = request.safeParse({}).data as Record<string, unknown> | undefined;
      // Defaults when a request names nothing but its required keys (filters left out).
      const defaults = (request.safeParse(REQUIRED).data ?? parsed) as Record<string, unknown>;
      expect(defaults).toMatchObject({ pageNum: 1, pageSize: list.paging.defaultPageSize });
      const pageField = (input: object) =>
        request
          .safeParse({ ...REQUIRED, ...input })
          .error?.issues.filter((i) => i.path[0] === 'pageSize' || i.path[0] === 'pageNum')
          .map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];
      expect(
        pageField({ pageSize: list.paging.maxPageSize, pageNum: list.paging.maxPageNum }),
      ).toEqual([]);
      expect(pageField({ pageSize: list.paging.maxPageSize + 1, pageNum: 0 })).toEqual([
        `pageNum: must be at least 1`,
        `pageSize: must be at most ${list.paging.maxPageSize}`,
      ]);
      if (list.sortable) {
        expect(defaults).toMatchObject({ sortBy: list.defaultSort, sortOrder: list.defaultOrder });
        for (const sortBy of list.sortable) {
          expect(request.safeParse({ sortBy, sortOrder: 'asc' }).success).toBe(true);
        }
        expect(request.safeParse({ sortBy: 'ownerId' }).success).toBe(false);
      } else {
        expect(defaults).not.toHaveProperty('sortBy');
      }
    },
  );

  it('keeps the case list wire names and types', () => {
    expect(CASE_SORT_FIELDS).toBe(LISTS.tranCase.search.sortable);
    expect(LIST_PAGING.pageSizes.every((s) => s <= LIST_PAGING.maxPageSize)).toBe(true);
    type Search = ParsedRequestOf<typeof contract.tranCase.search>;
    expectTypeOf<Search['sortBy']>().toEqualTypeOf<
      'updatedAt' | 'createdAt' | 'caseNo' | 'price' | 'closeDate'
    >();
    expectTypeOf<Search['sortOrder']>().toEqualTypeOf<'asc' | 'desc'>();
    expectTypeOf<Search['pageSize']>().toEqualTypeOf<number>();
    expectTypeOf<Search['keyword']>().toEqualTypeOf<string | undefined>();
  });
});
