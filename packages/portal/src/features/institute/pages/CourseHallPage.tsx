import { Inline, Stack, Text } from '@bq/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../shared/routes/paths';
import { CourseHall } from '../components/CourseHall';
import { detailParams } from '../components/courseLinks';
import { useLanguage } from '../components/language';
import { useHall } from '../components/useHall';

/**
 * Route `/bq-institute/course-hall/index/:lecturerName?`: the hall inside the portal (the
 * breadcrumb bar's toggle picks the language); with a lecturer's name, their courses only.
 */
export default function CourseHallPage() {
  const navigate = useNavigate();
  const lecturerName = useParams().lecturerName?.trim() ?? '';
  return (
    <Stack space="md">
      {lecturerName && (
        <Inline space="sm">
          <Text>Courses by {lecturerName}</Text>
          <Link to={paths.hallIndex({})}>Show every course</Link>
        </Inline>
      )}
      <CourseHall
        {...useHall(lecturerName)}
        language={useLanguage()}
        onOpen={(course) => navigate(paths.hallDetail(detailParams(course)))}
      />
    </Stack>
  );
}
