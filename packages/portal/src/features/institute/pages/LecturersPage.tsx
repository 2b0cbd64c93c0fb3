import { EmptyState, FormField, Heading, Skeleton, Stack, TextField } from '@bq/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { useLanguage } from '../components/language';
import { LecturerCard } from '../components/ProfileCards';
import { useWords } from '../components/staffTexts';

/** Route `/bq-institute/lecturers-list/index`: the institute's lecturers (`?q=` filters). */
export default function LecturersPage() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const language = useLanguage();
  const say = useWords();
  const lecturers = useQuery({
    ...callQuery(calls.lecturer.list, { keyword }),
    placeholderData: keepPreviousData,
  });
  const list = lecturers.data?.list ?? [];
  return (
    <Stack space="lg">
      <Heading level={1}>{say('lecturerList')}</Heading>
      <FormField label={say('findLecturer')}>
        <TextField
          type="search"
          defaultValue={keyword}
          onKeyDown={(event) => {
            if (event.key === 'Enter')
              setParams(
                event.currentTarget.value.trim() ? { q: event.currentTarget.value.trim() } : {},
              );
          }}
        />
      </FormField>
      {lecturers.isPending ? (
        <Skeleton lines={4} />
      ) : list.length === 0 ? (
        <EmptyState title={say('noLecturers')} />
      ) : (
        <Stack as="ul" space="md" aria-label={say('lecturerList')}>
          {list.map((lecturer) => (
            <li key={lecturer.id}>
              <LecturerCard
                lecturer={lecturer}
                language={language}
                detailPath={paths.lecturerDetail({ id: lecturer.id })}
                letterPath={paths.lecturerLetter({ name: lecturer.name, id: lecturer.id })}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
