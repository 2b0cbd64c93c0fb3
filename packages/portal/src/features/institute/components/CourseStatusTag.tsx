import type { CourseStatus, RegistrationStatus } from '@bq/contract';
import { StatusTag, type StatusTagTone } from '@bq/ui';
import { useWords } from './staffTexts';

const COURSE: Record<CourseStatus, StatusTagTone> = {
  draft: 'neutral',
  published: 'success',
  closed: 'warning',
};

const REGISTRATION: Record<RegistrationStatus, StatusTagTone> = {
  enrolled: 'info',
  waitlisted: 'warning',
  cancelled: 'neutral',
  completed: 'success',
};

/** A course's status in the toggle's language (each status is a word of `STAFF_TEXTS`). */
export function CourseStatusTag({ status }: { status: CourseStatus }) {
  const say = useWords();
  return <StatusTag tone={COURSE[status]}>{say(status)}</StatusTag>;
}

export function RegistrationStatusTag({
  status,
  position,
}: {
  status: RegistrationStatus;
  position?: number | null;
}) {
  const title = useWords()(status);
  return (
    <StatusTag tone={REGISTRATION[status]}>
      {position ? `${title} (#${position})` : title}
    </StatusTag>
  );
}
