import { Button, Card, Heading, ImagePreview, Inline, Stack, Text } from '@bq/ui';
import { type ReactNode, useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { formatSessionSpan } from '../../../shared/format';
import type { Language } from '../../../shared/layout/store';
import { type HallCourse, isFree, lecturerNames, seatsLeft } from './course';
import { pick, say } from './texts';

/**
 * One course in the chosen language: cover (opens the design system's ImagePreview), facts,
 * sessions, and whatever registration the page offers (`action`).
 */
export function CourseDetailView({
  course,
  language,
  action,
}: {
  course: HallCourse;
  language: Language;
  action?: ReactNode;
}) {
  const [preview, setPreview] = useState(false);
  const title = pick(language, course.titleZh, course.titleEn);
  const left = seatsLeft(course);
  return (
    <Stack space="lg">
      <Heading level={1}>{title}</Heading>
      {course.coverUrl && (
        <>
          <Button variant="ghost" onClick={() => setPreview(true)} aria-label={`${title}: cover`}>
            <img src={course.coverUrl} alt="" height={120} />
          </Button>
          <ImagePreview
            images={[{ src: course.coverUrl, alt: title }]}
            index={0}
            open={preview}
            onOpenChange={setPreview}
          />
        </>
      )}
      <Text as="p">{pick(language, course.descriptionZh, course.descriptionEn)}</Text>
      <Inline space="lg">
        <Text>{say(language, course.online ? 'online' : 'offline')}</Text>
        <Text>{isFree(course) ? say(language, 'free') : <AmountText amount={course.price} />}</Text>
        <Text tone={left === 0 ? 'warning' : 'default'}>
          {left === 0 ? say(language, 'full') : `${say(language, 'seatsLeft')}: ${left}`}
        </Text>
        {course.lecturers.length > 0 && (
          <Text>
            {say(language, 'lecturer')}: {lecturerNames(course)}
          </Text>
        )}
      </Inline>
      {course.sessions.length > 0 && (
        <Card title={say(language, 'sessions')} titleLevel={2} padding="md">
          <Stack as="ol" space="xs">
            {course.sessions.map((session) => (
              <li key={`${session.startsAt}-${session.place}`}>
                <Text>
                  {formatSessionSpan(session.startsAt, session.endsAt)} · {session.place}
                </Text>
              </li>
            ))}
          </Stack>
        </Card>
      )}
      {action}
    </Stack>
  );
}
