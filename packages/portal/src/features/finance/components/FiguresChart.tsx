import { Card, Text } from '@bq/ui';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../shared/charts/ChartCanvas';
import type { FiguresRow } from './FiguresTable';
import { chartable, figuresChart, figuresSummary, unitTitle } from './financeCharts';

/** A card charting one group of figures (by month, branch or source) in the unit that has them. */
export function FiguresChart({
  by,
  rows,
  height,
}: {
  by: string;
  rows: readonly FiguresRow[];
  height?: number;
}) {
  const shown = useMemo(() => chartable(rows), [rows]);
  const config = useMemo(() => (shown ? figuresChart(shown.rows) : null), [shown]);
  if (!shown || !config)
    return (
      <Card title={`By ${by}`}>
        <Text tone="muted">Nothing to chart in these months.</Text>
      </Card>
    );
  return (
    <Card title={`${unitTitle(shown.unit)} by ${by}`}>
      <ChartCanvas config={config} summary={figuresSummary(shown.rows)} height={height} />
    </Card>
  );
}
