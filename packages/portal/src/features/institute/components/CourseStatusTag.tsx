import type { CourseStatus, RegistrationStatus } from '@bq/contract';
import { StatusTag, type StatusTagTone } from '@bq/ui';

const COURSE: Record<CourseStatus, { title: string; tone: StatusTagTone }> = {
  draft: { title: 'Draft', tone: 'neutral' },
  published: { title: 'Published', tone: 'success' },
  closed: { title: 'Closed', tone: 'warning' },
};

const REGISTRATION: Record<RegistrationStatus, { title: string; tone: StatusTagTone }> = {
  enrolled: { title: 'Enrolled', tone: 'info' },
  waitlisted: { title: 'Waitlisted', tone: 'warning' },
  cancelled: { title: 'Cancelled', tone: 'neutral' },
  completed: { title: 'Completed', tone: 'success' },
};

export function CourseStatusTag({ status }: { status: CourseStatus }) {
  return <StatusTag tone={COURSE[status].tone}>{COURSE[status].title}</StatusTag>;
}

export function RegistrationStatusTag({
  status,
  position,
}: {
  status: RegistrationStatus;
  position?: number | null;
}) {
  const { title, tone } = REGISTRATION[status];
  return <StatusTag tone={tone}>{position ? `${title} (#${position})` : title}</StatusTag>;
}
