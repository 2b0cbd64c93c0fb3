import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../../shared/http/calls';

/**
 * A coach named in a form, by their agent id: the office directory's name for them, or the
 * number as stored while it loads or when they no longer work with the office.
 */
export function CoachName({ agentId }: { agentId: number }) {
  const found = useQuery(
    callQuery(calls.people.lookup, { purpose: 'agent', keyword: '', agentId }, { quiet: true }),
  );
  const person = found.data?.list.find((p) => p.agentId === agentId);
  return <>{person ? person.name : `Agent no. ${agentId}`}</>;
}
