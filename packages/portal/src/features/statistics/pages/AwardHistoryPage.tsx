import { Heading, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { AwardCard } from '../components/AwardCard';
import { periodLabel } from '../components/periods';

/**
 * Route `/statistical-awards/awards/history`: the awards given, by period,
 * newest first, each with its winners as confirmed (they never change).
 */
export default function AwardHistoryPage() {
  const history = useQuery(callQuery(calls.award.history, {}));
  if (!history.data) return <Skeleton lines={8} />;
  const byPeriod = new Map<string, typeof history.data.list>();
  for (const award of history.data.list)
    byPeriod.set(award.periodKey, [...(byPeriod.get(award.periodKey) ?? []), award]);
  return (
    <Stack space="lg">
      <Heading level={1}>Award history</Heading>
      {byPeriod.size === 0 && <Text tone="muted">No award has been given yet.</Text>}
      {[...byPeriod.entries()].map(([key, awards]) => (
        <Stack key={key} space="md">
          <Heading level={2}>{periodLabel(key)}</Heading>
          {awards.map((award) => (
            <AwardCard key={award.id} award={award} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
