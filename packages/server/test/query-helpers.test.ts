import { describe, expect, it } from 'vitest';
import { containsPattern, countAndPage, escapeLike } from '../src/db/query-helpers.js';

describe('shared query helpers', () => {
  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('A_b', { lower: true })).toBe('%a\\_b%');
    expect(containsPattern('A_b')).toBe('%A\\_b%');
  });

  it('pages after counting and skips the page query past the end', async () => {
    const pages: [number, number][] = [];
    const page = async (limit: number, offset: number) => {
      pages.push([limit, offset]);
      return ['row'];
    };
    expect(await countAndPage({ pageNum: 3, pageSize: 20 }, async () => 45, page)).toEqual({
      total: 45,
      list: ['row'],
    });
    expect(pages).toEqual([[20, 40]]);
    expect(await countAndPage({ pageNum: 4, pageSize: 20 }, 45, page)).toEqual({
      total: 45,
      list: [],
    });
    expect(pages).toHaveLength(1);
  });
});
