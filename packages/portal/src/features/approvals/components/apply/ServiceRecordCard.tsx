import { Card, DescriptionList, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { callQuery, calls } from '../../../../shared/http/calls';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Market service wages: the service record of the period typed, as the office recorded it for
 * the caller's stored agent id (the applicant cannot write it).
 */
export function ServiceRecordCard() {
  const period = String(useWatch({ name: 'period' }) ?? '').trim();
  const valid = MONTH.test(period);
  const record = useQuery({
    ...callQuery(calls.salary.getServiceRecord, { period }),
    enabled: valid,
  });
  return (
    <Card title="Market service record">
      {!valid ? (
        <Text tone="muted">Type the period to see the service recorded for it.</Text>
      ) : record.data ? (
        <DescriptionList
          columns={3}
          items={[
            { label: 'Agent id', value: record.data.agentId ?? 'No agent record' },
            { label: 'Period', value: record.data.period },
            { label: 'Service hours', value: record.data.marketHours },
            { label: 'Description', value: record.data.description || '—', span: 3 },
          ]}
        />
      ) : (
        <Text tone="muted">Loading…</Text>
      )}
    </Card>
  );
}
