import { Card, EmptyState, Skeleton, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { paths } from '../../../shared/routes/paths';
import { CourseCardList } from '../components/CourseHall';
import { detailParams } from '../components/courseLinks';
import { useLanguage } from '../components/language';
import { LecturerCard } from '../components/ProfileCards';
import { useWords } from '../components/staffTexts';

/** `lecturers-list/detail/:id?` (and course orders' `lecturers-detail/:id?`): profile and courses. */
export default function LecturerDetailPage() {
  const id = idFromAddress(useParams().id);
  const navigate = useNavigate();
  const language = useLanguage();
  const say = useWords();
  const lecturer = useQuery({
    ...callQuery(calls.lecturer.get, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || lecturer.isError) return <EmptyState title={say('noSuchLecturer')} />;
  const data = lecturer.data;
  if (!data) return <Skeleton lines={6} />;
  return (
    <Stack space="lg">
      <LecturerCard
        lecturer={data}
        language={language}
        letterPath={paths.lecturerLetter({ name: data.name, id: data.id })}
      />
      <Card
        title={say('lecturerCourseList')}
        titleLevel={2}
        extra={<Link to={paths.hallIndex({ lecturerName: data.name })}>{say('inTheHall')}</Link>}
      >
        {data.courses.length === 0 ? (
          <EmptyState title={say('noPublished')} />
        ) : (
          <CourseCardList
            courses={data.courses}
            language={language}
            onOpen={(course) => navigate(paths.hallDetail(detailParams(course)))}
          />
        )}
      </Card>
    </Stack>
  );
}
