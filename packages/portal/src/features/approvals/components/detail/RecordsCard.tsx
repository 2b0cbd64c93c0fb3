import { Card, Stack, Text } from '@bq/ui';
import { formatDateTime } from '../../../../shared/format';
import { type ApprovalRecord, useApprovalRecords } from '../../api/examine';

const ACTIONS: Record<ApprovalRecord['action'], string> = {
  submitted: 'Submitted',
  withdrawn: 'Withdrawn',
  passed: 'Passed',
  rejected: 'Rejected',
};

/** "Passed (step 1) by Bo Chen (acting for Fay Finance)" */
export function recordLine(r: ApprovalRecord): string {
  const by = r.actingForName ? `${r.byName} (acting for ${r.actingForName})` : r.byName;
  const step = r.action === 'passed' || r.action === 'rejected' ? ` (step ${r.step})` : '';
  return `${ACTIONS[r.action]}${step} by ${by}`;
}

/**
 * Every approval record of the application (`bq/approveRecord/search`), oldest first: a short
 * log, one line per record with its comment under it.
 */
export function RecordsCard({ applicationId }: { applicationId: number }) {
  const records = useApprovalRecords(applicationId);
  const list = records.data?.list ?? [];
  return (
    <Card title="Approval records" titleLevel={2}>
      <Stack as="ol" space="sm" aria-label="Approval records">
        {list.map((r) => (
          <Stack as="li" key={r.id} space="none">
            <Text>
              <Text tone="muted">{formatDateTime(r.at)}</Text> · {recordLine(r)}
            </Text>
            {r.comment && <Text tone="muted">“{r.comment}”</Text>}
          </Stack>
        ))}
      </Stack>
      {records.isSuccess && list.length === 0 && <Text tone="muted">No records</Text>}
    </Card>
  );
}
