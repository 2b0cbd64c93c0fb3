import type { MyRegistration } from '@bq/contract';
import { Button, ConfirmDialog, EmptyState, Inline, Skeleton, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { downloadCertificate, downloadIcs } from '../api/institute';
import { CourseDetailView } from '../components/CourseDetailView';
import { CourseStatusTag, RegistrationStatusTag } from '../components/CourseStatusTag';
import { type HallCourse, isFree } from '../components/course';
import { detailParams, positive } from '../components/courseLinks';
import { useLanguage } from '../components/language';
import { pick } from '../components/texts';

/** Where the page stands: the editors' pages read any status, the learners' published only. */
const EDITOR_PREFIXES = ['/college-manage/', '/lecturer-center/'];

/**
 * The course detail of every staff route (`detail/:type?/:id?/:lecturerName?` under the hall,
 * my courses, college management and the lecturer center; `course-detail` of course orders).
 */
export default function CourseDetailPage() {
  const { pathname } = useLocation();
  const courseId = positive(useParams().id);
  const editor = EDITOR_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  if (courseId === undefined) return <EmptyState title="No such course" />;
  return editor ? (
    <EditorDetail id={courseId} college={pathname.startsWith('/college-manage/')} />
  ) : (
    <LearnerDetail id={courseId} />
  );
}

function LearnerDetail({ id }: { id: number }) {
  const language = useLanguage();
  const course = useQuery(callQuery(calls.course.hallDetail, { id }, { quiet: true }));
  const mine = useQuery(callQuery(calls.registration.mine, { includeCancelled: false }));
  if (course.isError) return <EmptyState title="This course is not open in the hall" />;
  if (!course.data) return <Skeleton lines={6} />;
  const registration = mine.data?.list.find((r) => r.course.id === id);
  return (
    <CourseDetailView
      course={course.data}
      language={language}
      action={<LearnerActions course={course.data} registration={registration} />}
    />
  );
}

function LearnerActions({
  course,
  registration,
}: {
  course: HallCourse;
  registration?: Pick<MyRegistration, 'id' | 'status' | 'position' | 'certificateCode'>;
}) {
  const register = useCallMutation(calls.registration.register, {
    onSuccess: (seat) =>
      toast.success(
        seat.status === 'enrolled'
          ? 'You have a seat on this course'
          : `The course is full: you are number ${seat.position} on the waitlist`,
      ),
  });
  const cancel = useCallMutation(calls.registration.cancel, {
    onSuccess: () => toast.success('Registration cancelled'),
  });
  const active = registration?.status === 'enrolled' || registration?.status === 'waitlisted';
  return (
    <Stack space="sm">
      {registration && (
        <Inline space="sm">
          <Text>Your registration:</Text>
          <RegistrationStatusTag status={registration.status} position={registration.position} />
        </Inline>
      )}
      <Inline space="sm">
        {!registration && isFree(course) && (
          <Button
            variant="primary"
            loading={register.isPending}
            onClick={() => register.mutate({ courseId: course.id })}
          >
            {course.seatsTaken >= course.seats ? 'Join the waitlist' : 'Register'}
          </Button>
        )}
        {!registration && !isFree(course) && (
          <Text tone="muted">
            A paid course: it cannot be bought online yet. Online ordering will open on this page;
            until then, ask the institute for a seat.
          </Text>
        )}
        {active && (
          <ConfirmDialog
            title="Cancel registration"
            message="Cancel your registration? Your seat goes to the next person on the waitlist."
            confirmText="Cancel registration"
            cancelText="Keep it"
            trigger={<Button variant="secondary">Cancel registration</Button>}
            onConfirm={() => cancel.mutateAsync({ courseId: course.id })}
          />
        )}
        {registration?.status === 'completed' && (
          <Button variant="secondary" onClick={() => void downloadCertificate(registration.id)}>
            Certificate (PDF)
          </Button>
        )}
        <Button variant="ghost" onClick={() => void downloadIcs(course.id)}>
          Add to calendar (.ics)
        </Button>
      </Inline>
      {registration?.certificateCode && (
        <Text size="sm" tone="muted">
          Certificate code {registration.certificateCode}:{' '}
          <Link to={paths.certificateCheck({ code: registration.certificateCode })}>check it</Link>
        </Text>
      )}
    </Stack>
  );
}

function EditorDetail({ id, college }: { id: number; college: boolean }) {
  const language = useLanguage();
  const course = useQuery(callQuery(calls.course.get, { id }, { quiet: true }));
  const setStatus = useCallMutation(calls.course.setStatus, {
    onSuccess: (_answer, request) => toast.success(`Course ${STATUS_DONE[request.status]}`),
  });
  // Only college management's route shows this page with `college`; the server checks again.
  const canPublish = college;
  if (course.isError) return <EmptyState title="No such course, or not one of yours" />;
  const data = course.data;
  if (!data) return <Skeleton lines={6} />;
  const params = detailParams(data);
  const edit = college ? paths.collegeCourseEdit(params) : paths.lecturerCourseEdit(params);
  return (
    <CourseDetailView
      course={data}
      language={language}
      action={
        <Stack space="sm">
          <Inline space="sm">
            <Text>Status:</Text>
            <CourseStatusTag status={data.status} />
            <Text tone="muted" size="sm">
              {data.seatsTaken} of {data.seats} seats taken, {data.waitlisted} waiting
            </Text>
          </Inline>
          <Inline space="sm">
            <Button asChild>
              <Link to={edit}>Edit</Link>
            </Button>
            {canPublish && data.status !== 'published' && (
              <Button
                variant="primary"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ id, status: 'published' })}
              >
                Publish
              </Button>
            )}
            {canPublish && data.status === 'published' && (
              <ConfirmDialog
                title="Close course"
                message="Close this course? It leaves the hall and takes no more registrations."
                confirmText="Close course"
                trigger={<Button variant="secondary">Close</Button>}
                onConfirm={() => setStatus.mutateAsync({ id, status: 'closed' })}
              />
            )}
            {college && (
              <Button asChild variant="ghost">
                <Link
                  to={paths.registrationList({
                    name: pick(language, data.titleZh, data.titleEn),
                    search: { courseId: id },
                  })}
                >
                  Registrations
                </Link>
              </Button>
            )}
          </Inline>
        </Stack>
      }
    />
  );
}

const STATUS_DONE = { published: 'published', closed: 'closed', draft: 'back to draft' } as const;
