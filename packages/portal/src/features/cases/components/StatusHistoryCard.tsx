import { CASE_STATUSES, fieldLabel } from '@bq/contract/meta';
import { Card, EmptyState, Skeleton, Stack, Text } from '@bq/ui';
import { formatDateTime } from '../../../shared/format';
import { useCaseHistory } from '../api/cases';

const ACTIONS: Record<string, string> = {
  create: 'Created the case',
  save: 'Saved',
  upload: 'Uploaded',
  'remove-document': 'Removed',
  'ledger-correction': 'Ledger corrected',
};

/** Who moved the case when (status changes), and who changed what (saves and documents). */
export function StatusHistoryCard({ id }: { id: number }) {
  const history = useCaseHistory(id);
  if (history.isPending)
    return (
      <Card title="Status history">
        <Skeleton lines={3} />
      </Card>
    );
  const statuses = history.data?.statuses ?? [];
  const changes = history.data?.changes ?? [];
  return (
    <Card title="Status history">
      <Stack space="lg">
        {statuses.length === 0 ? (
          <EmptyState title="No status changes yet" />
        ) : (
          <Stack as="ol" space="sm" aria-label="Status changes">
            {statuses.map((entry) => (
              <Stack as="li" key={entry.id} space="none">
                <Text weight="medium">
                  {entry.from ? `${CASE_STATUSES[entry.from]} → ` : ''}
                  {CASE_STATUSES[entry.to]}
                </Text>
                <Text size="sm" tone="muted">
                  {entry.byName} · {formatDateTime(entry.at)}
                  {entry.comment ? ` · ${entry.comment}` : ''}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
        {changes.length > 0 && (
          <Stack as="ol" space="sm" aria-label="Changes">
            {changes.map((entry) => (
              <Stack as="li" key={entry.id} space="none">
                <Text size="sm">
                  {ACTIONS[entry.action] ?? entry.action}
                  {entry.fields.length > 0
                    ? // A correction's lines are sentences (reason, each account's before → after).
                      entry.action === 'ledger-correction'
                      ? `: ${entry.fields.join('; ')}`
                      : `: ${entry.fields.map(fieldLabel).join(', ')}`
                    : ''}
                </Text>
                <Text size="sm" tone="muted">
                  {entry.byName} · {formatDateTime(entry.at)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
