import { type CallMeta, meta } from '@bq/contract/meta';
import { Button, Card, EmptyState, Inline, Spinner, Stack, Text, toast } from '@bq/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { calls, Res } from '../../../shared/http/calls';
import { ApiError } from '../../../shared/http/errors';
import { publicCalls, publicQuery, sendPublic, typedFamily } from '../../../shared/http/public';
import { invalidateAfter } from '../../../shared/http/stale';
import type { Language } from '../../../shared/layout/store';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { session } from '../../../shared/session/store';
import { downloadPublicIcs } from '../api/public';
import { CourseDetailView } from '../components/CourseDetailView';
import { type HallCourse, isFree } from '../components/course';

import { HallFrame } from '../components/HallFrame';
import { HallTopBar } from '../components/HallTopBar';
import { useLanguage } from '../components/language';
import { OutsiderForm } from '../components/OutsiderForm';
import { type OutsiderRequest, outsiderRequest } from '../components/outsiderMapping';
import { say } from '../components/texts';

type Seat = Res<typeof calls.registration.register>;

/** Sent with the visitor's token through the hall's own `fetch` sender. */
const registration = typedFamily('registration', meta.registration);

/** What a registration answered, in the page's language. */
export function seatText(language: Language, seat: Seat): string {
  return seat.status === 'enrolled'
    ? say(language, 'registered')
    : `${say(language, 'waitlisted')}${seat.position ?? ''}`;
}

/**
 * Route `/bq-institute-tourist/detail/:type?/:id?/:lecturerName?`: one published course for
 * anyone. A visitor registers with name, e-mail and phone (`bq/outsiders/regis`) and is told a
 * mail was sent: the seat is held once its link is clicked; a signed-in tourist account
 * registers as itself.
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
  const courseId = idFromAddress(id);
  const language = useLanguage();
  const course = useQuery({
    ...publicQuery(publicCalls.course.hallDetail, { id: courseId ?? 0 }),
    enabled: courseId !== undefined,
  });
  return (
    <Stack space="lg" padding="xl">
      <HallTopBar />
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
  const client = useQueryClient();
  const settle = (write: CallMeta) => async (seat: Seat) => {
    done(seat);
    await invalidateAfter(client, write);
  };
  const [refused, setRefused] = useState<ApiError | null>(null);
  // The same answer whether or not the address was registered: the mail says which.
  const outsider = useMutation({
    mutationFn: (request: OutsiderRequest) => sendPublic(publicCalls.outsiders.regis, request),
    onSuccess: () => {
      setAnswer(say(language, 'mailed'));
      toast.success(say(language, 'mailed'));
    },
    onError: (error) => setRefused(error instanceof ApiError ? error : null),
  });
  const register = useMutation({
    mutationFn: (courseId: number) => sendPublic(registration.register, { courseId }),
    onSuccess: settle(registration.register),
    onError: (error) => setRefused(error instanceof ApiError ? error : null),
  });
  return (
    <Card title={say(language, 'register')} titleLevel={2} padding="md">
      <Stack space="md">
        <Inline>
          <Button variant="secondary" onClick={() => void downloadPublicIcs(course.id)}>
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
          <AccountRegistration
            courseId={course.id}
            language={language}
            registering={register.isPending}
            onRegister={() => register.mutate(course.id)}
          />
        ) : (
          <OutsiderForm
            language={language}
            busy={outsider.isPending}
            refused={refused?.fields}
            onSubmit={(values) => {
              setRefused(null);
              outsider.mutate(outsiderRequest(values, course.id, language));
            }}
          />
        )}
        {refused && refused.fields.length === 0 && (
          <Text role="alert" tone="danger">
            {refused.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A signed-in account (a tourist, or staff on the public page) registers as itself, and sees
 * where it stands on a later visit: its seat or waitlist place, with a cancel.
 */
function AccountRegistration({
  courseId,
  language,
  registering,
  onRegister,
}: {
  courseId: number;
  language: Language;
  registering: boolean;
  onRegister: () => void;
}) {
  const client = useQueryClient();
  const mine = useQuery(publicQuery(registration.mine, { includeCancelled: false }));
  const cancel = useMutation({
    mutationFn: () => sendPublic(registration.cancel, { courseId }),
    onSuccess: async () => {
      toast.success(say(language, 'cancelled'));
      await invalidateAfter(client, registration.cancel);
    },
  });
  if (mine.isPending) return <Spinner label="Loading" />;
  const held = mine.data?.list.find((r) => r.course.id === courseId);
  if (!held || held.status === 'cancelled')
    return (
      <Inline>
        <Button variant="primary" loading={registering} onClick={onRegister}>
          {say(language, 'register')}
        </Button>
      </Inline>
    );
  const where =
    held.status === 'waitlisted'
      ? `${say(language, 'waitlistedShort')}${held.position ?? ''}`
      : say(language, held.status === 'completed' ? 'completedShort' : 'enrolled');
  return (
    <Inline space="md" alignItems="center">
      <Text role="status" weight="medium">
        {where}
      </Text>
      {held.status !== 'completed' && (
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {say(language, 'cancel')}
        </Button>
      )}
    </Inline>
  );
}
