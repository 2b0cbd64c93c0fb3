import { Card, EmptyState, Skeleton, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { CourseCardList } from '../components/CourseHall';
import { detailParams, positive } from '../components/courseLinks';
import { useLanguage } from '../components/language';
import { LecturerCard } from '../components/ProfileCards';

/** `lecturers-list/detail/:id?` (and course orders' `lecturers-detail/:id?`): profile and courses. */
export default function LecturerDetailPage() {
  const id = positive(useParams().id);
  const navigate = useNavigate();
  const language = useLanguage();
  const lecturer = useQuery({
    ...callQuery(calls.lecturer.get, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || lecturer.isError) return <EmptyState title="No such lecturer" />;
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
        title="Courses"
        titleLevel={2}
        extra={<Link to={paths.hallIndex({ lecturerName: data.name })}>In the course hall</Link>}
      >
        {data.courses.length === 0 ? (
          <EmptyState title="No published courses yet" />
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
