import { Button, Card, Heading, Inline, Stack } from '@bq/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useListState } from '../../../shared/list/useList';
import { downloadFinance, useFinanceStatistics } from '../api/ledger';
import { FiguresChart } from '../components/FiguresChart';
import { type FiguresRow, FiguresTable } from '../components/FiguresTable';
import { sourceLabel, unitTitle } from '../components/financeCharts';
import { StatisticsRange } from '../components/StatisticsRange';
import { ledgerPaths, STATISTICS } from '../components/tokenLists';

/**
 * Route `/financial/statistics/analysis`: the same months' figures by branch
 * and by source (what made the money move), charted (dollars, else tokens) and listed exactly.
 */
export default function StatisticsAnalysisPage() {
  const list = useListState(STATISTICS);
  const stats = useFinanceStatistics(list.state.filters);
  const data = stats.data;
  const branches: FiguresRow[] = useMemo(
    () =>
      (data?.byBranch ?? []).map((b) => ({
        ...b,
        label: b.branch,
        key: `${b.unit}-${b.branchId ?? 0}`,
      })),
    [data],
  );
  const sources: FiguresRow[] = useMemo(
    () =>
      (data?.bySource ?? []).map((s) => ({
        ...s,
        label: sourceLabel(s.source, s.unit),
        key: `${s.unit}-${s.source}`,
      })),
    [data],
  );
  const table = {
    loading: stats.isPending,
    error: stats.isError,
    onRetry: () => void stats.refetch(),
  };
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Finance analysis</Heading>
        <Inline space="sm">
          <Button variant="secondary" onClick={() => void downloadFinance(list.state.filters)}>
            Export CSV
          </Button>
          <Button asChild variant="secondary">
            <Link to={ledgerPaths.statistics({ search: list.state.filters })}>By month</Link>
          </Button>
        </Inline>
      </Inline>
      <StatisticsRange list={list} loading={stats.isFetching} />
      <FiguresChart by="branch" rows={branches} />
      <UnitTables by="branch" first="Branch" rows={branches} table={table} />
      <FiguresChart by="source" rows={sources} />
      <UnitTables by="source" first="Source" rows={sources} table={table} />
    </Stack>
  );
}

/**
 * A grouping's figures as one table per unit ("Dollars by branch", "Tokens by branch"): dollars
 * and tokens are never read as one column. A unit that did not move has none; the dollars' stands
 * while loading or when nothing moved at all.
 */
function UnitTables({
  by,
  first,
  rows,
  table,
}: {
  by: string;
  first: string;
  rows: readonly FiguresRow[];
  table: { loading: boolean; error: boolean; onRetry: () => void };
}) {
  const present = (['USD', 'TOKEN'] as const).filter((unit) => rows.some((r) => r.unit === unit));
  const units = present.length > 0 ? present : (['USD'] as const);
  return units.map((unit) => (
    <Card key={unit} padding="none">
      <FiguresTable
        label={`${unitTitle(unit)} by ${by}`}
        first={first}
        rows={rows.filter((r) => r.unit === unit)}
        {...table}
      />
    </Card>
  ));
}
