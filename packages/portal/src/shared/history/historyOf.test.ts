import { describe, expect, it } from 'vitest';
import { historyOf } from './RecordTabs';

describe("a record page's History address", () => {
  it('keeps the record and opens its History tab', () => {
    expect(historyOf('/transaction/listing-process?id=41')).toBe(
      '/transaction/listing-process?id=41&view=history',
    );
    expect(historyOf('/marketing/marketing-order-manage/detail/7')).toBe(
      '/marketing/marketing-order-manage/detail/7?view=history',
    );
    expect(historyOf('/x?view=record&id=2')).toBe('/x?view=history&id=2');
  });
});
