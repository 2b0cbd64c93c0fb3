import type { AwardProgramme } from '@bq/contract';
import { Button, ConfirmDialog, Heading, Inline, Skeleton, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { AwardCard } from '../components/AwardCard';
import { ProgrammeDialog } from '../components/ProgrammeDialog';
import { statsPaths } from '../components/statsPaths';

/**
 * Route `/statistical-awards/awards/index`: the award programmes with their
 * rule and winners. The computer proposes the winners from a closed period's frozen figures; a
 * manager who is not among them confirms, and the award is fixed from then on.
 */
export default function AwardsPage() {
  const awards = useQuery(callQuery(calls.award.list, {}));
  const periods = useQuery(callQuery(calls.production.periods, {}));
  const [editing, setEditing] = useState<AwardProgramme | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AwardProgramme | null>(null);
  const confirm = useCallMutation(calls.award.confirm, {
    onSuccess: (done) => toast.success(`${done.name}: winners confirmed`),
  });
  if (!awards.data || !periods.data) return <Skeleton lines={8} />;
  const { list, canManage } = awards.data;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Awards</Heading>
        <Inline space="sm">
          <Button asChild variant="secondary">
            <Link to={statsPaths.history({})}>History</Link>
          </Button>
          {canManage && (
            <Button variant="primary" onClick={() => setEditing('new')}>
              New award
            </Button>
          )}
        </Inline>
      </Inline>
      <Text tone="muted">
        Winners come from the period's statistics as frozen when it was closed, ranked with ties
        sharing a place (1, 2, 2, 4); a later closing never changes an award.
      </Text>
      {list.length === 0 && <Text tone="muted">No awards yet.</Text>}
      {list.map((award) => (
        <AwardCard
          key={award.id}
          award={award}
          actions={
            <>
              {canManage && !award.confirmedAt && (
                <Button size="sm" variant="secondary" onClick={() => setEditing(award)}>
                  Edit
                </Button>
              )}
              {award.canConfirm && (
                <Button size="sm" variant="primary" onClick={() => setConfirming(award)}>
                  Confirm winners
                </Button>
              )}
            </>
          }
        />
      ))}
      {editing && (
        <ProgrammeDialog
          from={editing === 'new' ? null : editing}
          today={periods.data.today}
          closed={periods.data.closed}
          onClose={() => setEditing(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`Confirm ${confirming.name}`}
          message={`${confirming.winners.map((w) => w.name).join(', ')} ${confirming.winners.length === 1 ? 'wins' : 'win'}. Once confirmed the award and its winners never change.`}
          confirmText="Confirm winners"
          onConfirm={() => confirm.mutateAsync({ id: confirming.id })}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
