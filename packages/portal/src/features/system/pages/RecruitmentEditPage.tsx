import { EmptyState, Heading, Skeleton, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { ActivityCard } from '../components/ActivityCard';
import { RecruitForm } from '../components/RecruitForm';

/**
 * Route `/system/agent-activity/edit?id=`: how one agent came to the office, and their activity
 * records; without an id, a new recruitment.
 */
export default function RecruitmentEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const recruit = useQuery({ ...callQuery(calls.recruitment.get, { id: id ?? 0 }), enabled: !!id });
  if (id === null) {
    return (
      <Stack space="lg">
        <Heading level={1}>Record a recruit</Heading>
        <RecruitForm recruit={null} />
      </Stack>
    );
  }
  if (recruit.isError) return <EmptyState title="No such recruitment" />;
  if (!recruit.data) return <Skeleton lines={8} />;
  return (
    <Stack space="lg">
      <Heading level={1}>{recruit.data.agentName}</Heading>
      <RecruitForm key={recruit.data.id} recruit={recruit.data} />
      <ActivityCard agentId={recruit.data.agentId} name={recruit.data.agentName} />
    </Stack>
  );
}
