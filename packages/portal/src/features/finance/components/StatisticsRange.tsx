import { FilterBar, FormField, TextField } from '@bq/ui';
import type { ListHandle } from '../../../shared/list/useList';

/** The months the statistics cover (`?from=&to=`, YYYY-MM; empty: the last twelve). */
export function StatisticsRange({
  list,
  loading,
}: {
  list: ListHandle<never, 'from' | 'to', string>;
  loading: boolean;
}) {
  return (
    <FilterBar aria-label="Months" loading={loading} onSearch={list.search} onReset={list.reset}>
      <FormField label="From month">
        <TextField
          placeholder="YYYY-MM"
          value={list.draft.from}
          onChange={(event) => list.setDraft('from', event.target.value)}
        />
      </FormField>
      <FormField label="To month">
        <TextField
          placeholder="YYYY-MM"
          value={list.draft.to}
          onChange={(event) => list.setDraft('to', event.target.value)}
        />
      </FormField>
    </FilterBar>
  );
}
