import { Button, Card, EmptyState, Inline, Spinner, Stack, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { type Language, setLanguage } from '../../../shared/layout/store';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../../shared/session/store';
import { COURSE_READS, downloadIcs, useLanguage } from '../api/institute';
import { CourseDetailView } from '../components/CourseDetailView';
import { type HallCourse, isFree } from '../components/course';
import { positive } from '../components/courseLinks';
import { HallFrame } from '../components/HallFrame';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { OutsiderForm } from '../components/OutsiderForm';
import { outsiderRequest } from '../components/outsiderForm';
import { say } from '../components/texts';

type Seat = Res<typeof calls.outsiders.regis>;

/** What a registration answered, in the page's language. */
export function seatText(language: Language, seat: Seat): string {
  return seat.status === 'enrolled'
    ? say(language, 'registered')
    : `${say(language, 'waitlisted')}${seat.position ?? ''}`;
}

/**
 * Route `/bq-institute-tourist/detail/:type?/:id?/:lecturerName?`: one published course for
 * anyone. A visitor registers with name, e-mail and phone (`bq/outsiders/regis`); a signed-in
 * tourist account registers as itself.
 */
export default function TouristDetailPage() {
  return (
    <HallFrame>
      <Detail />
    </HallFrame>
  );
}

function Detail() {
  const { id } = useParams();
  const courseId = positive(id);
  const language = useLanguage();
  const course = useQuery({
    ...callQuery(calls.course.hallDetail, { id: courseId ?? 0 }, { quiet: true }),
    enabled: courseId !== undefined,
  });
  return (
    <Stack space="lg" padding="xl">
      <Inline align="between">
        <Link to={paths.touristHall({})}>← {say(language, 'back')}</Link>
        <LanguageSwitch value={language} onChange={setLanguage} />
      </Inline>
      {courseId === undefined || course.isError ? (
        <EmptyState title={say(language, 'notFound')} />
      ) : course.data ? (
        <CourseDetailView
          course={course.data}
          language={language}
          action={<Registration course={course.data} language={language} />}
        />
      ) : (
        <Spinner label="Loading" />
      )}
    </Stack>
  );
}

function Registration({ course, language }: { course: HallCourse; language: Language }) {
  const signedIn = useSnapshot(session).token !== null;
  const [answer, setAnswer] = useState<string | null>(null);
  const done = (seat: Seat) => {
    const text = seatText(language, seat);
    setAnswer(text);
    toast.success(text);
  };
  const outsider = useCallMutation(calls.outsiders.regis, {
    invalidates: COURSE_READS,
    onSuccess: done,
  });
  const register = useCallMutation(calls.registration.register, {
    invalidates: COURSE_READS,
    onSuccess: done,
  });
  return (
    <Card title={say(language, 'register')} titleLevel={2} padding="md">
      <Stack space="md">
        <Inline>
          <Button variant="secondary" onClick={() => void downloadIcs(course.id)}>
            {say(language, 'ics')}
          </Button>
        </Inline>
        {answer ? (
          <Text role="status" weight="medium">
            {answer}
          </Text>
        ) : !isFree(course) ? (
          <Text>{say(language, 'paid')}</Text>
        ) : signedIn ? (
          <Inline>
            <Button
              variant="primary"
              loading={register.isPending}
              onClick={() => register.mutate({ courseId: course.id })}
            >
              {say(language, 'register')}
            </Button>
          </Inline>
        ) : (
          <OutsiderForm
            language={language}
            busy={outsider.isPending}
            onSubmit={(values) => outsider.mutate(outsiderRequest(values, course.id))}
          />
        )}
      </Stack>
    </Card>
  );
}
