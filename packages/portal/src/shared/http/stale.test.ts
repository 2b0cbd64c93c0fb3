import { meta } from '@bq/contract/meta';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callKey } from './keys';
import { invalidateAfter, staleAfter } from './stale';

describe('what a write makes stale', () => {
  it('is declared once per write, by call', () => {
    expect(staleAfter(meta.dre.match)).toEqual([meta.dre.getList]);
    expect(staleAfter(meta.coach.addSession)).toEqual([meta.coach.home]);
  });

  it('joins the lists a write is named in, once each', () => {
    const reads = staleAfter(meta.application.withdraw);
    expect(reads).toContain(meta.application.myApproveList);
    expect(reads).toContain(meta.approveRecord.search);
    expect(new Set(reads).size).toBe(reads.length);
  });

  it('makes nothing stale for a write it does not name', () => {
    expect(staleAfter(meta.agentInfoExport.start)).toEqual([]);
    expect(staleAfter(meta.registration.calendarUrl)).toEqual([]);
  });

  it('invalidates every request of each stale read, and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(callKey(meta.dre.getList, { pageNum: 2 }), 'list');
    client.setQueryData(callKey(meta.dre.dreVerify, {}), 'other');
    await invalidateAfter(client, meta.dre.delete);
    expect(client.getQueryState(callKey(meta.dre.getList, { pageNum: 2 }))?.isInvalidated).toBe(
      true,
    );
    expect(client.getQueryState(callKey(meta.dre.dreVerify, {}))?.isInvalidated).toBe(false);
  });
});
