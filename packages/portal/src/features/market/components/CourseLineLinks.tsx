import { Inline, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { OrderLine } from '../../../shared/commerce/OrderLinesTable';
import { callQuery, calls } from '../../../shared/http/calls';
import { marketPaths } from './marketPaths';

/**
 * A course line's course and lecturers, linked to the course orders' own course detail and
 * lecturer pages (the institute's pages under this menu). The course is read from the hall; one
 * no longer offered there is named without links.
 */
export function CourseLineLinks({ line }: { line: OrderLine }) {
  const course = useQuery({
    ...callQuery(calls.course.hallDetail, { id: line.courseId ?? 0 }, { quiet: true }),
    enabled: line.courseId !== null,
    staleTime: 60_000,
  });
  if (line.kind !== 'course' || line.courseId === null) return null;
  if (!course.data) return <Text tone="muted">—</Text>;
  const lecturer = course.data.lecturers[0];
  return (
    <Inline space="sm">
      <Link
        to={marketPaths.courseDetail({
          type: course.data.online ? 'online' : 'offline',
          id: line.courseId,
          lecturerName: lecturer?.name,
        })}
      >
        Course
      </Link>
      {course.data.lecturers.map((l) => (
        <Inline key={l.id} space="xs">
          <Link to={marketPaths.lecturerDetail({ id: l.id })}>{l.name}</Link>
          <Link
            to={marketPaths.lecturerLetter({ name: l.name, id: l.id })}
            aria-label={`Write to ${l.name}`}
          >
            ✉
          </Link>
        </Inline>
      ))}
    </Inline>
  );
}
