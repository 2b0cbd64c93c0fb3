import {
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  StatusTag,
  type StatusTagTone,
  Text,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { callQuery, calls, type Res } from '../../../shared/http/calls';
import { session } from '../../../shared/session/store';
import { CoachProfileCard } from '../components/CoachProfileCard';
import { CoachSessionsCard } from '../components/CoachSessionsCard';

type Agreement = Res<typeof calls.coachAgreement.getCoachDetail>['list'][number];

const STATUS: Record<Agreement['status'], { title: string; tone: StatusTagTone }> = {
  active: { title: 'Active', tone: 'success' },
  ended: { title: 'Ended', tone: 'neutral' },
  cancelled: { title: 'Cancelled', tone: 'neutral' },
};

const columns: DataTableColumn<Agreement>[] = [
  { key: 'menteeName', header: 'Mentee' },
  { key: 'ref', header: 'Agreement', width: 120, nowrap: true },
  {
    key: 'startDate',
    header: 'From',
    width: 120,
    nowrap: true,
    render: (row) => formatDate(row.startDate),
  },
  {
    key: 'endDate',
    header: 'Until',
    width: 120,
    nowrap: true,
    render: (row) => (row.endDate ? formatDate(row.endDate) : 'Open-ended'),
  },
  {
    key: 'status',
    header: 'Status',
    width: 120,
    render: (row) => (
      <StatusTag tone={STATUS[row.status].tone}>{STATUS[row.status].title}</StatusTag>
    ),
  },
  { key: 'terms', header: 'Terms' },
];

/**
 * The coach center's home (spec §2, shown only to a certified mentor): the mentees this coach
 * has under a coach agreement, current ones first; their public profile and the coaching
 * sessions they record with current mentees.
 */
export default function CoachHomePage() {
  const agentId = Number(useSnapshot(session).userInfo?.agentInfo?.agentId ?? 0);
  const detail = useQuery({
    ...callQuery(calls.coachAgreement.getCoachDetail, {
      coachAgentId: agentId,
      includeEnded: true,
    }),
    enabled: agentId > 0,
  });
  const list = [...(detail.data?.list ?? [])].sort(
    (a, b) => Number(b.status === 'active') - Number(a.status === 'active'),
  );
  const active = list.filter((row) => row.status === 'active').length;
  const home = useQuery(callQuery(calls.coach.home, {}));
  return (
    <Stack space="lg">
      <Heading level={1}>Coach home</Heading>
      {home.data && (
        <CoachProfileCard bio={home.data.profile.bio} specialties={home.data.profile.specialties} />
      )}
      <Card title="My mentees">
        {detail.isPending ? (
          <Skeleton lines={3} />
        ) : list.length === 0 ? (
          <EmptyState
            title="No mentees yet"
            description="Agents you coach appear here once the office records a coach agreement."
          />
        ) : (
          <Stack space="md">
            <Text tone="muted">
              {active} active {active === 1 ? 'agreement' : 'agreements'}
            </Text>
            <DataTable
              label="Mentees"
              columns={columns}
              rows={list}
              rowKey="id"
              height={Math.min(480, 56 + 56 * Math.max(2, list.length))}
            />
          </Stack>
        )}
      </Card>
      {home.data && <CoachSessionsCard home={home.data} />}
    </Stack>
  );
}
