import { Button, Card, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../../shared/session/store';

/** Route `/agent-center/my-coach/index`: the agent's coach under an active agreement. */
export default function MyCoachPage() {
  const agentId = Number(useSnapshot(session).userInfo?.agentInfo?.agentId ?? 0);
  const agreement = useQuery({
    ...callQuery(calls.coachAgreement.getPersonalCoach, { agentId }),
    enabled: agentId > 0,
  });
  const coachId = agreement.data?.coachAgentId ?? 0;
  const coach = useQuery({
    ...callQuery(calls.coach.get, { agentId: coachId }, { quiet: true }),
    enabled: coachId > 0,
  });
  if (agentId === 0) return <EmptyState title="Only agents have a coach" />;
  if (agreement.isPending) return <Skeleton lines={4} />;
  const current = agreement.data;
  return (
    <Stack space="lg">
      <Heading level={1}>My coach</Heading>
      {!current ? (
        <EmptyState
          title="You have no coach yet"
          description="A coach agreement with a certified mentor gives you one."
          action={
            <Button asChild>
              <Link to={paths.coaches({})}>See the coaches</Link>
            </Button>
          }
        />
      ) : (
        <Card
          title={current.coachName}
          titleLevel={2}
          extra={
            <Inline space="sm">
              <Button asChild variant="secondary" size="sm">
                <Link to={paths.myCoachDetail({ id: current.coachAgentId })}>Profile</Link>
              </Button>
              {coach.data && (
                <Button asChild size="sm">
                  <Link
                    to={paths.myCoachLetter({ name: current.coachName, id: coach.data.userId })}
                  >
                    Write a letter
                  </Link>
                </Button>
              )}
            </Inline>
          }
        >
          <Stack space="xs">
            <Text>
              Agreement {current.ref}, since {formatDate(current.startDate)}
              {current.endDate ? `, until ${formatDate(current.endDate)}` : ''}
            </Text>
            {coach.data?.bio && <Text tone="muted">{coach.data.bio}</Text>}
            {current.terms && <Text size="sm">Terms: {current.terms}</Text>}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
