import type { ProductionRow } from '@bq/contract';
import {
  MODULE_IDS,
  PRODUCTION_GROUPINGS,
  PRODUCTION_OFFICES,
  type ProductionGrouping,
  type ProductionMeasure,
  type ProductionOffice,
} from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  FormField,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
  StatusTag,
  Text,
  toast,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { session } from '../../../shared/session/store';
import { downloadProduction, type FiguresRequest } from '../api/statistics';
import { CreditsCard } from '../components/CreditsCard';
import { OfficeHeadcount } from '../components/OfficeHeadcount';
import { periodInfo, periodLabel, periodOptions } from '../components/periods';
import { ReopenPeriod } from '../components/ReopenPeriod';

const BY_TEXT: Record<ProductionGrouping, string> = {
  agent: 'Agent',
  team: 'Team',
  branch: 'Branch',
  region: 'Region',
};
const OFFICE_TEXT: Record<ProductionOffice, string> = {
  written: 'Office the deal was written in',
  home: "Agent's home office",
};
const MEASURE_TEXT: Record<ProductionMeasure, string> = {
  volume: 'Closed volume',
  sides: 'Sides',
  gross: 'Gross commission',
};

export const TIE_RULE =
  'Equal figures share a rank and the next rank is skipped (1, 2, 2, 4); tied rows are listed by the earlier last closing, then by name.';

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * Route `/statistical-awards/statistical`: a period's production by agent, team,
 * branch or region, by the office the deal was written in or the agent's home office, team splits
 * counted by share. Ranked from the frozen snapshot once the period is closed; each row opens the
 * cases behind it where the server allows. The choices are the address.
 */
export default function StatisticsPage() {
  const [search, setSearch] = useSearchParams();
  const periods = useQuery(callQuery(calls.production.periods, {}));
  const [opened, setOpened] = useState<ProductionRow | null>(null);
  const [closing, setClosing] = useState(false);
  const close = useCallMutation(calls.production.closePeriod, {
    onSuccess: (done) => toast.success(`${periodLabel(done.period.key)} is closed`),
  });
  const info = periods.data;
  const access = useSnapshot(session).access;
  const readsPeople =
    access?.kind === 'routes' && access.granted.has(MODULE_IDS['userroles/usermgt']);
  const canManage = info?.canManage ?? false;
  const request: FiguresRequest = {
    // Opens on the latest month with closings: the current month is empty on its first days.
    period: search.get('period') ?? info?.latestMonth ?? info?.current.month ?? '',
    by: pick(search.get('by'), PRODUCTION_GROUPINGS, 'agent'),
    office: pick(search.get('office'), PRODUCTION_OFFICES, 'written'),
    measure: pick(
      search.get('measure'),
      canManage ? (['volume', 'sides', 'gross'] as const) : (['volume', 'sides'] as const),
      'volume',
    ),
  };
  const figures = useQuery({
    ...callQuery(calls.production.figures, request),
    enabled: request.period !== '',
  });
  if (!info) return <Skeleton lines={8} />;
  const set = (key: string, value: string) => {
    setOpened(null);
    setSearch((s) => {
      const next = new URLSearchParams(s);
      next.set(key, value);
      return next;
    });
  };
  const data = figures.data;
  const period = data?.period ?? periodInfo(request.period, info.closed);
  const closed = period?.closedAt != null;
  const total = (show: (totals: NonNullable<typeof data>['totals']) => ReactNode) =>
    data ? show(data.totals) : <Skeleton width={96} />;
  const officeMatters = request.by === 'branch' || request.by === 'region';
  const columns: DataTableColumn<ProductionRow>[] = [
    { key: 'rank', header: 'Rank', width: 70, align: 'right', render: (r) => r.rank ?? '—' },
    {
      key: 'name',
      header: BY_TEXT[request.by ?? 'agent'],
      render: (r) => (
        <Inline space="xs">
          <Text weight={r.own ? 'medium' : undefined}>{r.name}</Text>
          {r.own && <StatusTag tone="info">You</StatusTag>}
        </Inline>
      ),
    },
    {
      key: 'volume',
      header: 'Closed volume',
      width: 170,
      align: 'right',
      render: (r) => <AmountText amount={r.volume} />,
    },
    { key: 'sides', header: 'Sides', width: 90, align: 'right' },
    {
      key: 'gross',
      header: 'Gross commission',
      width: 170,
      align: 'right',
      render: (r) => (r.gross === null ? '—' : <AmountText amount={r.gross} />),
    },
    { key: 'cases', header: 'Cases', width: 80, align: 'right' },
    {
      key: 'open',
      header: 'Drill down',
      width: 110,
      render: (r) =>
        canManage || r.own ? (
          <Button size="sm" variant="secondary" onClick={() => setOpened(r)}>
            Cases
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Production statistics</Heading>
        <Inline space="sm">
          <Button variant="secondary" onClick={() => void downloadProduction(request)}>
            Export CSV
          </Button>
          {canManage && data && !closed && (
            <Button variant="primary" onClick={() => setClosing(true)}>
              Close {periodLabel(data.period.key)}
            </Button>
          )}
          {canManage && data && closed && <ReopenPeriod period={data.period.key} />}
        </Inline>
      </Inline>
      <Inline space="md" alignItems="flex-end">
        <FormField label="Period">
          <Select
            options={periodOptions(info.today, info.closed)}
            value={request.period}
            onValueChange={(v) => set('period', v)}
          />
        </FormField>
        <FormField label="Production by">
          <Select
            options={PRODUCTION_GROUPINGS.map((g) => ({ value: g, label: BY_TEXT[g] }))}
            value={request.by}
            onValueChange={(v) => set('by', v)}
          />
        </FormField>
        {officeMatters && (
          <FormField label="Count deals by">
            <Select
              options={PRODUCTION_OFFICES.map((o) => ({ value: o, label: OFFICE_TEXT[o] }))}
              value={request.office}
              onValueChange={(v) => set('office', v)}
            />
          </FormField>
        )}
        <FormField label="Order by">
          <Select
            options={(canManage
              ? (['volume', 'sides', 'gross'] as const)
              : (['volume', 'sides'] as const)
            ).map((m) => ({ value: m, label: MEASURE_TEXT[m] }))}
            value={request.measure}
            onValueChange={(v) => set('measure', v)}
          />
        </FormField>
      </Inline>
      {/* Said from the period list, so it stands before the figures arrive and nothing under it
          moves when they do (at a phone's width it wraps to three lines, taller than a
          placeholder; Lighthouse counted that shift). Once they are here, their own copy of the
          period is said. */}
      {period && (
        <Text tone="muted">
          {closed
            ? `Closed ${formatDateTime(period.closedAt)} by ${period.closedBy}: ranked from the snapshot frozen then.`
            : `${formatDate(period.from)} to ${formatDate(period.to)}, open: the figures are live and not ranked until the period is closed.${canManage ? '' : ' You see your own figures until then.'}`}
        </Text>
      )}
      {!search.get('period') &&
        info.latestMonth !== null &&
        info.latestMonth < info.current.month && (
          <Text tone="muted">
            Nothing closed yet in {periodLabel(info.current.month)}: showing{' '}
            {periodLabel(info.latestMonth)}, the latest month with closings.
          </Text>
        )}
      {closed && <Text tone="muted">Ties: {TIE_RULE}</Text>}
      {/* The labels stand from the start and each figure fills its own line: the card is as
          tall loading as loaded, and the table under it stays put. */}
      <Card title={`${periodLabel(request.period)} in total`}>
        <DescriptionList
          items={[
            { label: 'Closed volume', value: total((t) => <AmountText amount={t.volume} />) },
            { label: 'Sides', value: total((t) => t.sides) },
            ...((data ? data.totals.gross !== null : canManage)
              ? [
                  {
                    label: 'Gross commission',
                    value: total((t) => t.gross !== null && <AmountText amount={t.gross} />),
                  },
                ]
              : []),
            { label: 'Cases', value: total((t) => t.cases) },
          ]}
        />
      </Card>
      <Card padding="none">
        <DataTable
          label={`Production by ${BY_TEXT[request.by ?? 'agent'].toLowerCase()}`}
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(r) => String(r.id)}
          loading={figures.isPending}
          error={figures.isError}
          onRetry={() => void figures.refetch()}
          emptyText="No cases closed in this period."
          height={tableHeight(data?.rows.length ?? 3, 40, 12)}
        />
      </Card>
      {opened && <CreditsCard request={request} row={opened} onClose={() => setOpened(null)} />}
      {/* Under the table: its length is known only once it loads (one line per duty), and above
          the table it pushed the page's main figures down when it arrived. */}
      {readsPeople && (
        <OfficeHeadcount producing={request.by === 'agent' && data ? data.rows.length : null} />
      )}
      {closing && data && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setClosing(false)}
          title={`Close ${periodLabel(data.period.key)}`}
          message={`Its figures are frozen as they stand now: rankings and awards read them from then on, and a case closed in it later is not counted until it is reopened (with a reason) and closed again.`}
          confirmText="Close the period"
          onConfirm={() => close.mutateAsync({ period: data.period.key })}
          onCancel={() => setClosing(false)}
        />
      )}
    </Stack>
  );
}
