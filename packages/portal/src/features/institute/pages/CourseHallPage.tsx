import { useNavigate } from 'react-router';
import { paths } from '../../../shared/routes/paths';
import { useHall } from '../api/hall';
import { useLanguage } from '../api/institute';
import { CourseHall } from '../components/CourseHall';
import { detailParams } from '../components/courseLinks';

/**
 * Route `/bq-institute/course-hall/index/:lecturerName?`: the hall inside the portal (the
 * breadcrumb bar's toggle picks the language).
 */
export default function CourseHallPage() {
  const navigate = useNavigate();
  return (
    <CourseHall
      {...useHall()}
      language={useLanguage()}
      onOpen={(course) => navigate(paths.hallDetail(detailParams(course)))}
    />
  );
}
