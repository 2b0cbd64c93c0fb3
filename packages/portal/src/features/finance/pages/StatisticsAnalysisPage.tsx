import { Button, Card, Heading, Inline, Stack } from '@bq/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useListState } from '../../../shared/list/useList';
import { downloadFinance, useFinanceStatistics } from '../api/ledger';
import { FiguresChart } from '../components/FiguresChart';
import { type FiguresRow, FiguresTable } from '../components/FiguresTable';
import { SOURCE_LABELS } from '../components/financeCharts';
import { StatisticsRange } from '../components/StatisticsRange';
import { ledgerPaths, STATISTICS } from '../components/tokenLists';

/**
 * Route `/financial/statistics/analysis` (issue 26 item 6): the same months' figures by branch
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
        label: SOURCE_LABELS[s.source] ?? s.source,
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
      <Card padding="none">
        <FiguresTable label="Figures by branch" first="Branch" rows={branches} {...table} />
      </Card>
      <FiguresChart by="source" rows={sources} />
      <Card padding="none">
        <FiguresTable label="Figures by source" first="Source" rows={sources} {...table} />
      </Card>
    </Stack>
  );
}
