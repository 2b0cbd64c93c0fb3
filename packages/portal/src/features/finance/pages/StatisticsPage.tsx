import { Button, Card, DescriptionList, Heading, Inline, Stack, Text } from '@bq/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { monthLabel } from '../../../shared/format';
import { useListState } from '../../../shared/list/useList';
import { downloadFinance, useFinanceStatistics } from '../api/ledger';
import { FiguresChart } from '../components/FiguresChart';
import { type FiguresRow, FiguresTable } from '../components/FiguresTable';
import { amountText } from '../components/financeCharts';
import { StatisticsRange } from '../components/StatisticsRange';
import { ledgerPaths, STATISTICS } from '../components/tokenLists';

/**
 * Route `/financial/statistics/index`: income, what payees earned, were paid
 * and are still owed, from the ledger, in total and by month, for the months in the address (default the last twelve).
 * The chart draws dollars (tokens when no dollars moved); the table lists every figure exactly.
 */
export default function StatisticsPage() {
  const list = useListState(STATISTICS);
  const stats = useFinanceStatistics(list.state.filters);
  const data = stats.data;
  const months: FiguresRow[] = useMemo(
    () =>
      (data?.byMonth ?? []).map((m) => ({
        ...m,
        label: monthLabel(m.month),
        key: `${m.unit}-${m.month}`,
      })),
    [data],
  );
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Finance statistics</Heading>
        <Inline space="sm">
          <Button variant="secondary" onClick={() => void downloadFinance(list.state.filters)}>
            Export CSV
          </Button>
          <Button asChild variant="secondary">
            <Link to={ledgerPaths.analysis({ search: list.state.filters })}>
              By branch and source
            </Link>
          </Button>
        </Inline>
      </Inline>
      <StatisticsRange list={list} loading={stats.isFetching} />
      {data && (
        <Text tone="muted">
          {monthLabel(data.from)} to {monthLabel(data.to)}, from the ledger's lines.
        </Text>
      )}
      <Inline space="md" alignItems="stretch">
        {(data?.totals ?? []).map((t) => (
          <Card key={t.unit} title={t.unit === 'USD' ? 'Dollars' : 'Tokens'}>
            <DescriptionList
              items={[
                { label: 'Income', value: amountText(t.income, t.unit) },
                { label: 'Earned by payees', value: amountText(t.earned, t.unit) },
                { label: 'Paid out', value: amountText(t.paid, t.unit) },
                { label: 'Still owed', value: amountText(t.payouts, t.unit) },
              ]}
            />
          </Card>
        ))}
      </Inline>
      <FiguresChart by="month" rows={months} height={280} />
      <Card padding="none">
        <FiguresTable
          label="Figures by month"
          first="Month"
          rows={months}
          loading={stats.isPending}
          error={stats.isError}
          onRetry={() => void stats.refetch()}
        />
      </Card>
    </Stack>
  );
}
