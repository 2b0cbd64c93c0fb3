import type { MyRegistration } from '@bq/contract';
import { Button, ConfirmDialog, EmptyState, Inline, Skeleton, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { BuyCourse } from '../../../shared/commerce/BuyCourse';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { paths } from '../../../shared/routes/paths';
import { downloadCertificate, downloadIcs } from '../api/institute';
import { CourseDetailView } from '../components/CourseDetailView';
import { CourseStatusTag, RegistrationStatusTag } from '../components/CourseStatusTag';
import { type HallCourse, isFree } from '../components/course';
import { detailParams } from '../components/courseLinks';
import { useLanguage } from '../components/language';
import { useWords } from '../components/staffTexts';
import { pick } from '../components/texts';

/** Where the page stands: the editors' pages read any status, the learners' published only. */
const EDITOR_PREFIXES = ['/college-manage/', '/lecturer-center/'];

/**
 * The course detail of every staff route (`detail/:type?/:id?/:lecturerName?` under the hall,
 * my courses, college management and the lecturer center; `course-detail` of course orders).
 */
export default function CourseDetailPage() {
  const { pathname } = useLocation();
  const courseId = idFromAddress(useParams().id);
  const editor = EDITOR_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  const say = useWords();
  if (courseId === undefined) return <EmptyState title={say('noSuchCourse')} />;
  return editor ? (
    <EditorDetail id={courseId} college={pathname.startsWith('/college-manage/')} />
  ) : (
    <LearnerDetail id={courseId} />
  );
}

function LearnerDetail({ id }: { id: number }) {
  const language = useLanguage();
  const say = useWords();
  const course = useQuery(callQuery(calls.course.hallDetail, { id }, { quiet: true }));
  const mine = useQuery(callQuery(calls.registration.mine, { includeCancelled: false }));
  if (course.isError) return <EmptyState title={say('notInHall')} />;
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
  const say = useWords();
  const language = useLanguage();
  const register = useCallMutation(calls.registration.register, {
    onSuccess: (seat) =>
      toast.success(
        seat.status === 'enrolled'
          ? say('seatTaken')
          : say('waitlistPlace', { position: seat.position ?? '' }),
      ),
  });
  const cancel = useCallMutation(calls.registration.cancel, {
    onSuccess: () => toast.success(say('registrationCancelled')),
  });
  const active = registration?.status === 'enrolled' || registration?.status === 'waitlisted';
  return (
    <Stack space="sm">
      {registration && (
        <Inline space="sm">
          <Text>{say('yourRegistration')}</Text>
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
            {say(course.seatsTaken >= course.seats ? 'joinWaitlist' : 'register')}
          </Button>
        )}
        {!registration && !isFree(course) && <BuyCourse courseId={course.id} language={language} />}
        {active && (
          <ConfirmDialog
            title={say('cancelRegistration')}
            message={say('cancelQuestion')}
            confirmText={say('cancelRegistration')}
            cancelText={say('keepIt')}
            trigger={<Button variant="secondary">{say('cancelRegistration')}</Button>}
            onConfirm={() => cancel.mutateAsync({ courseId: course.id })}
          />
        )}
        {registration?.status === 'completed' && (
          <Button variant="secondary" onClick={() => void downloadCertificate(registration.id)}>
            {say('certificatePdf')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void downloadIcs(course.id)}>
          {say('ics')}
        </Button>
      </Inline>
      {registration?.certificateCode && (
        <Text size="sm" tone="muted">
          {say('certificateCode', { code: registration.certificateCode })}
          <Link to={paths.certificateCheck({ code: registration.certificateCode })}>
            {say('checkIt')}
          </Link>
        </Text>
      )}
    </Stack>
  );
}

function EditorDetail({ id, college }: { id: number; college: boolean }) {
  const language = useLanguage();
  const say = useWords();
  const course = useQuery(callQuery(calls.course.get, { id }, { quiet: true }));
  const setStatus = useCallMutation(calls.course.setStatus, {
    onSuccess: (_answer, request) => toast.success(say(STATUS_DONE[request.status])),
  });
  // Only college management's route shows this page with `college`; the server checks again.
  const canPublish = college;
  if (course.isError) return <EmptyState title={say('notYours')} />;
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
            <Text>{say('status')}</Text>
            <CourseStatusTag status={data.status} />
            <Text tone="muted" size="sm">
              {say('seatsSummary', {
                taken: data.seatsTaken,
                seats: data.seats,
                waiting: data.waitlisted,
              })}
            </Text>
          </Inline>
          <Inline space="sm">
            <Button asChild>
              <Link to={edit}>{say('edit')}</Link>
            </Button>
            {canPublish && data.status !== 'published' && (
              <Button
                variant="primary"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ id, status: 'published' })}
              >
                {say('publish')}
              </Button>
            )}
            {canPublish && data.status === 'published' && (
              <ConfirmDialog
                title={say('closeCourse')}
                message={say('closeQuestion')}
                confirmText={say('closeCourse')}
                cancelText={say('cancel')}
                trigger={<Button variant="secondary">{say('close')}</Button>}
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
                  {say('registrations')}
                </Link>
              </Button>
            )}
          </Inline>
        </Stack>
      }
    />
  );
}

const STATUS_DONE = {
  published: 'coursePublished',
  closed: 'courseClosed',
  draft: 'courseDraft',
} as const;
