import { FIELD_LIMITS } from '@bq/contract/meta';
import { describe, expect, it } from 'vitest';
import { readAddresses } from './addresses';

describe('readAddresses', () => {
  it('reads the shapes people paste, one address a line', () => {
    const pasted = readAddresses(
      [
        'ann@buyers.com',
        'ben@buyers.com, Ben Park',
        'Cleo Diaz; cleo@buyers.com',
        '"Dan Ng" <dan@buyers.com>',
        'eve@buyers.com\tEve Stone',
        '',
      ].join('\n'),
    );
    expect(pasted.people).toEqual([
      { email: 'ann@buyers.com', name: '' },
      { email: 'ben@buyers.com', name: 'Ben Park' },
      { email: 'cleo@buyers.com', name: 'Cleo Diaz' },
      { email: 'dan@buyers.com', name: 'Dan Ng' },
      { email: 'eve@buyers.com', name: 'Eve Stone' },
    ]);
    expect(pasted.unreadable).toEqual([]);
  });

  it('names the lines without an address and keeps one of each address', () => {
    const pasted = readAddresses('Ann Lee\nann@buyers.com\nANN@buyers.com\nnot an address');
    expect(pasted.people).toEqual([{ email: 'ann@buyers.com', name: '' }]);
    expect(pasted.unreadable).toEqual([1, 4]);
  });

  it('says when more addresses are pasted than one call adds', () => {
    const max = FIELD_LIMITS.commerce.subscribeBatch.maxItems;
    const lines = Array.from({ length: max + 1 }, (_, i) => `p${i}@buyers.com`).join('\n');
    expect(readAddresses(lines).tooMany).toBe(true);
    expect(readAddresses(lines.split('\n').slice(1).join('\n')).tooMany).toBe(false);
  });
});
