import { CASE_STATUSES } from '@bq/contract/meta';
import { Box, Card, DescriptionList, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { ChartCanvas } from '../../../shared/charts/ChartCanvas';
import { useNearScreen } from '../../../shared/charts/useNearScreen';
import { monthLabel } from '../../../shared/format';
import { DASHBOARD } from '../api/home';
import {
  chartValue,
  commissionChart,
  doughnut,
  formatMoney,
  monthCaseChart,
  monthViewChart,
  statusChart,
  summarise,
  typeColour,
  typeLabel,
} from './caseStats';

/** True when a chart would draw nothing: no rows, or every figure 0. */
const nothing = (values: readonly number[] | undefined) =>
  values?.every((value) => value === 0) === true;

function ChartCard({
  title,
  summary,
  empty = false,
  children,
}: {
  title: string;
  summary?: string;
  /** An empty chart says so instead of drawing a bare legend and axes. */
  empty?: boolean;
  children: ReactNode;
}) {
  if (empty) {
    return (
      <Box flexGrow={1} style={{ flexBasis: 420, minWidth: 0 }}>
        <Card title={title}>
          <Text tone="muted">No cases to show yet.</Text>
        </Card>
      </Box>
    );
  }
  return (
    <Box flexGrow={1} style={{ flexBasis: 420, minWidth: 0 }}>
      <Card title={title}>
        <Stack space="sm">
          {summary === undefined ? <Skeleton lines={4} /> : children}
          {summary !== undefined && (
            <Text size="sm" tone="muted">
              {summary}
            </Text>
          )}
        </Stack>
      </Card>
    </Box>
  );
}

/**
 * The case figures of `/home`: counts, then charts by status, type, month and commission. They
 * cover the cases the active role sees: `everyCase` for a role that sees the whole office's
 * (administrators, reviewers, finance), whose figures are not "my" cases.
 */
export function CaseCharts({ everyCase = false }: { everyCase?: boolean }) {
  const counts = useQuery(DASHBOARD.personalCaseCount);
  // The charts' figures are asked for when the charts come near the screen: on a phone they are
  // below the fold, and five calls and their answers' drawing stayed out of the page's first
  // seconds, when the to-do list and the notifications are what the user came for.
  const chartRow = useRef<HTMLDivElement>(null);
  const enabled = useNearScreen(chartRow);
  const status = useQuery({ ...DASHBOARD.transactionStatus, enabled });
  const types = useQuery({ ...DASHBOARD.transactionType, enabled });
  const months = useQuery({ ...DASHBOARD.monthView, enabled });
  const monthCase = useQuery({ ...DASHBOARD.monthCase, enabled });
  const commission = useQuery({ ...DASHBOARD.commissionStatistic, enabled });

  const statusList = status.data?.list;
  const statusText =
    statusList && summarise(statusList.map((r) => [CASE_STATUSES[r.status], r.count]));
  const typePairs = types.data?.list.map(
    (r) => [typeLabel(r.type, r.purchaseKind), r.count] as const,
  );
  const monthText =
    months.data &&
    summarise(
      months.data.list.map((r) => [monthLabel(r.month), `${r.opened} opened / ${r.closed} closed`]),
    );
  const monthCaseText =
    monthCase.data && summarise(monthCase.data.list.map((r) => [monthLabel(r.month), r.total]));
  const commissionText =
    commission.data &&
    `${formatMoney(commission.data.total)} in 12 months. ${summarise(commission.data.list.map((r) => [monthLabel(r.month), formatMoney(r.amount)]))}`;

  // Configs are rebuilt only when the data changes, so charts are not redrawn on every render.
  const configs = useMemo(
    () => ({
      status: statusList && statusChart(statusList),
      type:
        types.data &&
        doughnut(
          types.data.list.map((r) => typeLabel(r.type, r.purchaseKind)),
          types.data.list.map((r) => r.count),
          types.data.list.map((r) => typeColour(r.type)),
        ),
      month: months.data && monthViewChart(months.data.list),
      monthCase: monthCase.data && monthCaseChart(monthCase.data.list),
      commission: commission.data && commissionChart(commission.data.list),
    }),
    [statusList, types.data, months.data, monthCase.data, commission.data],
  );

  const c = counts.data;
  return (
    <Stack space="lg" as="section" aria-label="Case figures">
      <Card title={everyCase ? 'All cases' : 'My cases'}>
        {/* The labels stand while the figures load, each figure a line's placeholder: the card
            is as tall loading as loaded, and the charts under it stay where they are. */}
        <DescriptionList
          columns={3}
          items={(
            [
              ['Total', c?.total],
              ['Open', c?.open],
              ['Opened this month', c?.openedThisMonth],
              ['Draft', c?.draft],
              ['Submitted', c?.submitted],
              ['In review', c?.inReview],
              ['Approved', c?.approved],
              ['Closed', c?.closed],
              ['Cancelled', c?.cancelled],
            ] as const
          ).map(([label, value]) => ({
            label,
            value: value === undefined ? <Skeleton width={32} /> : String(value),
          }))}
        />
      </Card>
      <div ref={chartRow}>
        <Inline space="lg" alignItems="flex-start">
          <ChartCard
            title="Cases by status"
            summary={statusText}
            empty={nothing(statusList?.map((r) => r.count))}
          >
            {configs.status && (
              <ChartCanvas config={configs.status} summary={`Cases by status: ${statusText}`} />
            )}
          </ChartCard>
          <ChartCard
            title="Cases by type"
            summary={typePairs && summarise(typePairs)}
            empty={nothing(typePairs?.map(([, count]) => count))}
          >
            {configs.type && (
              <ChartCanvas
                config={configs.type}
                summary={`Cases by type: ${summarise(typePairs ?? [])}`}
              />
            )}
          </ChartCard>
          <ChartCard
            title="Opened and closed per month"
            summary={monthText}
            empty={nothing(months.data?.list.flatMap((r) => [r.opened, r.closed]))}
          >
            {configs.month && (
              <ChartCanvas
                config={configs.month}
                summary={`Opened and closed per month: ${monthText}`}
              />
            )}
          </ChartCard>
          <ChartCard
            title="New cases per month by type"
            summary={monthCaseText}
            empty={nothing(monthCase.data?.list.flatMap((r) => r.byType.map((t) => t.count)))}
          >
            {configs.monthCase && (
              <ChartCanvas
                config={configs.monthCase}
                summary={`New cases per month: ${monthCaseText}`}
              />
            )}
          </ChartCard>
          <ChartCard
            title="Gross commission"
            summary={commissionText}
            empty={nothing(commission.data?.list.map((r) => chartValue(r.amount)))}
          >
            {configs.commission && (
              <ChartCanvas
                config={configs.commission}
                summary={`Gross commission: ${commissionText}`}
              />
            )}
          </ChartCard>
        </Inline>
      </div>
    </Stack>
  );
}
