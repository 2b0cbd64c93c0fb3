import { EmptyState, Heading, Skeleton, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { BoardForm } from '../components/BoardForm';
import { MembersCard } from '../components/MembersCard';

/**
 * Route `/system/associationmgt/edit?id=`: a board and its members; without an id, a new board.
 */
export default function AssociationEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
  const board = useQuery({ ...callQuery(calls.association.get, { id: id ?? 0 }), enabled: !!id });
  if (id === null) {
    return (
      <Stack space="lg">
        <Heading level={1}>New board</Heading>
        <BoardForm board={null} />
      </Stack>
    );
  }
  if (board.isError) return <EmptyState title="No such board" />;
  if (!board.data) return <Skeleton lines={8} />;
  return (
    <Stack space="lg">
      <Heading level={1}>{board.data.name}</Heading>
      <BoardForm key={board.data.id} board={board.data} />
      <MembersCard board={board.data} />
    </Stack>
  );
}
