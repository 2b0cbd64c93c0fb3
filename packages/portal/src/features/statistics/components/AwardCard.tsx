import type { AwardProgramme } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Inline,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { tableHeight } from '../../../shared/list/tableHeight';
import { measureValue, ruleText } from './awardText';
import { periodLabel } from './periods';
import { statsPaths } from './statsPaths';

type Winner = AwardProgramme['winners'][number];

/** Where a programme stands: confirmed (fixed), proposed (waiting for a person), or its period open. */
export function AwardState({ award }: { award: AwardProgramme }) {
  if (award.confirmedAt)
    return (
      <StatusTag tone="success">
        Confirmed {formatDateTime(award.confirmedAt)} by {award.confirmedBy}
      </StatusTag>
    );
  if (!award.periodClosed) return <StatusTag tone="neutral">Period open</StatusTag>;
  return <StatusTag tone="warning">Waiting for confirmation</StatusTag>;
}

/** One award: its rule, state and winners, with the page's actions in the corner. */
export function AwardCard({
  award,
  actions,
  photosLink = true,
}: {
  award: AwardProgramme;
  actions?: ReactNode;
  /** A link to the award's photos (not on the photos page itself). */
  photosLink?: boolean;
}) {
  const columns: readonly DataTableColumn<Winner>[] = [
    { key: 'rank', header: 'Rank', width: 70, align: 'right' },
    { key: 'name', header: 'Winner' },
    {
      key: 'value',
      header: award.measure === 'volume' ? 'Closed volume' : 'Sides',
      width: 180,
      align: 'right',
      render: (w) => measureValue(award.measure, w.value),
    },
  ];
  const photos = award.photos.length;
  return (
    <Card
      title={award.name}
      extra={
        <Inline space="sm">
          {photosLink && (
            <Button asChild size="sm" variant="secondary">
              <Link to={statsPaths.photos({ search: { id: award.id } })}>
                {photos === 0 ? 'Photos' : `Photos (${photos})`}
              </Link>
            </Button>
          )}
          {actions}
        </Inline>
      }
    >
      <Stack space="sm">
        <Inline space="sm">
          <Text>
            {periodLabel(award.periodKey)} · {ruleText(award)}
          </Text>
          <AwardState award={award} />
        </Inline>
        {award.winners.length > 0 ? (
          <DataTable
            label={`Winners of ${award.name}`}
            columns={columns}
            rows={award.winners}
            rowKey="userId"
            height={tableHeight(award.winners.length)}
          />
        ) : (
          <Text tone="muted">
            {award.periodClosed
              ? 'Nobody meets this rule in the period.'
              : 'The winners are computed when the period is closed.'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
