import {
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  EmptyState,
  StatusTag,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { AGREEMENT_STATUS_TITLES, type Agreement } from './coachMapping';

const until = (row: Pick<Agreement, 'endDate'>) =>
  row.endDate ? formatDate(row.endDate) : 'Open-ended';

/** The agreement columns, with the coach's name, the mentee's or both. */
export const agreementColumns = (
  names: 'coach' | 'mentee' | 'both',
): DataTableColumn<Agreement>[] => [
  ...(names !== 'mentee' ? [{ key: 'coachName', header: 'Coach' }] : []),
  ...(names !== 'coach' ? [{ key: 'menteeName', header: 'Mentee' }] : []),
  { key: 'ref', header: 'Agreement', width: 110, nowrap: true },
  {
    key: 'startDate',
    header: 'From',
    width: 120,
    nowrap: true,
    render: (row) => formatDate(row.startDate),
  },
  { key: 'endDate', header: 'Until', width: 120, nowrap: true, render: until },
  {
    key: 'status',
    header: 'Status',
    width: 110,
    render: (row) => (
      <StatusTag tone={row.status === 'active' ? 'success' : 'neutral'}>
        {AGREEMENT_STATUS_TITLES[row.status]}
      </StatusTag>
    ),
  },
  { key: 'terms', header: 'Terms' },
];

/** The mentee's side: their active coach agreement. */
export function MyCoachCard({ agentId }: { agentId: number }) {
  const coach = useQuery(callQuery(calls.coachAgreement.getPersonalCoach, { agentId }));
  const a = coach.data;
  return (
    <Card title="My coach">
      {a ? (
        <DescriptionList
          columns={2}
          items={[
            { label: 'Coach', value: a.coachName },
            { label: 'Agreement', value: a.ref },
            { label: 'From', value: formatDate(a.startDate) },
            { label: 'Until', value: until(a) },
            { label: 'Terms', value: a.terms, span: 2 },
          ]}
        />
      ) : (
        <EmptyState title={coach.isPending ? 'Loading…' : 'No coach agreement'} />
      )}
    </Card>
  );
}

/** The coach's side: the agents they coach (shown when there are any). */
export function MyMenteesCard({ agentId }: { agentId: number }) {
  const detail = useQuery(
    callQuery(calls.coachAgreement.getCoachDetail, { coachAgentId: agentId, includeEnded: true }),
  );
  const list = detail.data?.list ?? [];
  if (list.length === 0 && detail.data?.mentorCertificate !== 1) return null;
  return (
    <Card title="My mentees">
      {list.length === 0 ? (
        <EmptyState title="No mentees yet" />
      ) : (
        <DataTable
          label="My mentees"
          columns={agreementColumns('mentee')}
          rows={list}
          rowKey="id"
          height={Math.min(400, 56 + 56 * Math.max(2, list.length))}
        />
      )}
    </Card>
  );
}
