import { EmptyState, Skeleton } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { paths } from '../../../shared/routes/paths';

import { useLanguage } from '../components/language';
import { CoachCard } from '../components/ProfileCards';
import { word } from '../components/staffTexts';

/** `coachs-list/detail/:id?` and `my-coach/detail/:id?` (id: the coach's agent id). */
export default function CoachDetailPage() {
  const id = idFromAddress(useParams().id);
  const mine = useLocation().pathname.startsWith('/agent-center/');
  // My coach has no language toggle, so it stays English; the institute's coaches follow it.
  const chosen = useLanguage();
  const language = mine ? 2 : chosen;
  const coach = useQuery({
    ...callQuery(calls.coach.get, { agentId: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || coach.isError)
    return <EmptyState title={word(language, 'noSuchCoach')} />;
  if (!coach.data) return <Skeleton lines={4} />;
  const letter = { name: coach.data.name, id: coach.data.userId };
  return (
    <CoachCard
      coach={coach.data}
      language={language}
      letterPath={mine ? paths.myCoachLetter(letter) : paths.coachLetter(letter)}
    />
  );
}
