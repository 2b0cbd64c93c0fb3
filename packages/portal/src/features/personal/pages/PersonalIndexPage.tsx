import {
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../../shared/session/store';
import { openW9 } from '../api/people';
import { MyCoachCard, MyMenteesCard } from '../components/AgreementsCards';
import { useRefreshOwnStatus } from '../components/ownStatus';
import { WAITING } from '../components/PersonalForm';
import { PhotoCard } from '../components/PhotoCard';
import { AGENT_STATUS_TITLES, type AgentRecord } from '../components/personalMapping';

const FIELD_TITLES: Record<string, string> = {
  licenseNo: 'licence number',
  licenseType: 'licence type',
  licenseIssuedOn: 'licence issue date',
  licenseExpiresOn: 'licence expiry date',
  boards: 'boards',
  w9: 'W-9 details',
};

/** The signed-in agent's own personal info, their coach and mentees, and its History tab. */
export default function PersonalIndexPage() {
  const snap = useSnapshot(session);
  const agentId = Number(snap.userInfo?.agentInfo?.agentId ?? 0);
  const record = useQuery({
    ...callQuery(calls.agentInfo.getAgentInfoById, { agentId }),
    enabled: agentId > 0,
  });
  useRefreshOwnStatus(record.data);
  if (!(agentId > 0))
    return (
      <EmptyState
        title="You have no agent record"
        description="Personal info belongs to agents; the office keeps yours once you join as one."
      />
    );
  if (record.isPending) return <Skeleton lines={8} />;
  if (!record.data) return <EmptyState title="Your personal info could not be loaded" />;
  return <PersonalView record={record.data} />;
}

function PersonalView({ record }: { record: AgentRecord }) {
  const p = record.personal;
  const coach = useQuery(
    callQuery(calls.coachAgreement.getPersonalCoach, { agentId: record.agentId }),
  );
  const [opening, setOpening] = useState(false);
  const editPath = paths.personalEdit({
    id: record.userId,
    agentid: record.agentId,
    coachName: coach.data?.coachName,
  });
  const w9 = async () => {
    setOpening(true);
    try {
      await openW9(record.agentId);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Stack space="lg">
      <Inline align="between" alignItems="flex-start">
        <Stack space="xs">
          <Heading level={1}>{p.legalName || record.email}</Heading>
          <Inline space="sm">
            <StatusTag tone={record.agentStatus === 1 ? 'success' : 'warning'}>
              {AGENT_STATUS_TITLES[record.agentStatus] ?? `Status ${record.agentStatus}`}
            </StatusTag>
            <Text size="sm" tone="muted">
              {record.email}
            </Text>
          </Inline>
        </Stack>
        <Inline space="sm">
          <Button variant="secondary" loading={opening} onClick={w9}>
            W-9 PDF
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.personalCoachAdd({ search: { menteeAgentId: record.agentId } })}>
              Add coach agreement
            </Link>
          </Button>
          <Button asChild>
            <Link to={editPath}>Edit</Link>
          </Button>
        </Inline>
      </Inline>
      <RecordTabs kind="person" id={String(record.agentId)}>
        <Stack space="lg">
          {record.staged && (
            <Card title={WAITING}>
              <Text>
                {`Sent on ${formatDate(record.staged.submittedAt)}: `}
                {record.staged.changes.map((c) => FIELD_TITLES[c.field] ?? c.field).join(', ')}
                {'. The office checks these before they apply.'}
              </Text>
            </Card>
          )}
          <PhotoCard agentId={record.agentId} uploaded={record.photo !== null} />
          <Card title="Personal info">
            <DescriptionList
              columns={3}
              emptyValue="—"
              items={[
                { label: 'Legal name', value: p.legalName },
                { label: 'English name', value: p.englishName },
                { label: 'Chinese name', value: p.chineseName },
                { label: 'Personal e-mail', value: p.personalEmail },
                { label: 'Phone', value: p.phone },
                { label: 'Address', value: p.address },
                { label: 'Licence number', value: p.licenseNo },
                { label: 'Licence type', value: p.licenseType },
                { label: 'Issued', value: formatDate(p.licenseIssuedOn) },
                { label: 'Expires', value: formatDate(p.licenseExpiresOn) },
                { label: 'Boards joined', value: p.boards.join(', '), span: 2 },
                {
                  label: 'Emergency contact',
                  value: [p.emergencyName, p.emergencyRelation, p.emergencyPhone]
                    .filter(Boolean)
                    .join(' · '),
                },
                {
                  label: 'W-9',
                  value: [p.w9.taxClassification, p.w9.tinLast4 && `TIN …${p.w9.tinLast4}`]
                    .filter(Boolean)
                    .join(' · '),
                  span: 2,
                },
              ]}
            />
          </Card>
          <MyCoachCard agentId={record.agentId} />
          <MyMenteesCard agentId={record.agentId} />
        </Stack>
      </RecordTabs>
    </Stack>
  );
}
