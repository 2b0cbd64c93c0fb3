import { EmptyState, Skeleton } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { positive } from '../components/courseLinks';
import { CoachCard } from '../components/ProfileCards';

/** `coachs-list/detail/:id?` and `my-coach/detail/:id?` (id: the coach's agent id). */
export default function CoachDetailPage() {
  const id = positive(useParams().id);
  const mine = useLocation().pathname.startsWith('/agent-center/');
  const coach = useQuery({
    ...callQuery(calls.coach.get, { agentId: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || coach.isError) return <EmptyState title="No such coach" />;
  if (!coach.data) return <Skeleton lines={4} />;
  const letter = { name: coach.data.name, id: coach.data.userId };
  return (
    <CoachCard
      coach={coach.data}
      letterPath={mine ? paths.myCoachLetter(letter) : paths.coachLetter(letter)}
    />
  );
}
