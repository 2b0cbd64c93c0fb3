import { EmptyState, FormField, Heading, Skeleton, Stack, TextField } from '@bq/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { useLanguage } from '../components/language';
import { CoachCard } from '../components/ProfileCards';
import { useWords } from '../components/staffTexts';

/** Route `/bq-institute/coachs-list/index`: the certified mentors (`?q=` filters). */
export default function CoachesPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const language = useLanguage();
  const say = useWords();
  const coaches = useQuery({
    ...callQuery(calls.coach.list, { keyword }),
    placeholderData: keepPreviousData,
  });
  const list = coaches.data?.list ?? [];
  return (
    <Stack space="lg">
      <Heading level={1}>{say('coaches')}</Heading>
      <FormField label={say('findCoach')}>
        <TextField
          type="search"
          defaultValue={keyword}
          onKeyDown={(event) => {
            const q = event.currentTarget.value.trim();
            if (event.key === 'Enter') setParams(q ? { q } : {});
          }}
        />
      </FormField>
      {coaches.isPending ? (
        <Skeleton lines={4} />
      ) : list.length === 0 ? (
        <EmptyState title={say('noCoaches')} />
      ) : (
        <Stack as="ul" space="md" aria-label={say('coaches')}>
          {list.map((coach) => (
            <li key={coach.agentId}>
              <CoachCard
                coach={coach}
                language={language}
                detailPath={paths.coachDetail({ id: coach.agentId })}
                letterPath={paths.coachLetter({ name: coach.name, id: coach.userId })}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
