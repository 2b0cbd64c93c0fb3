import { Button, Card, Inline, Stack, Text } from '@bq/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../shared/layout/store';
import { word } from './staffTexts';
import { pick } from './texts';

/** A person of the institute: their card with a link to their profile and one to write to them. */
function PersonCard({
  name,
  language,
  detailPath,
  letterPath,
  children,
}: {
  name: string;
  language: Language;
  detailPath?: string;
  letterPath: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={name}
      titleLevel={2}
      padding="md"
      extra={
        <Inline space="sm">
          {detailPath && (
            <Button asChild variant="secondary" size="sm">
              <Link to={detailPath}>{word(language, 'profile')}</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link to={letterPath}>{word(language, 'writeLetter')}</Link>
          </Button>
        </Inline>
      }
    >
      {children}
    </Card>
  );
}

/** A lecturer as the lists and the detail show them (bio in the chosen language, photo). */
export function LecturerCard({
  lecturer,
  language,
  detailPath,
  letterPath,
}: {
  lecturer: {
    name: string;
    bioZh: string;
    bioEn: string;
    photoUrl: string | null;
    courseCount: number;
  };
  language: Language;
  detailPath?: string;
  letterPath: string;
}) {
  return (
    <PersonCard
      name={lecturer.name}
      language={language}
      detailPath={detailPath}
      letterPath={letterPath}
    >
      <Inline space="md" alignItems="flex-start" wrap={false}>
        {lecturer.photoUrl && (
          <img src={lecturer.photoUrl} alt={lecturer.name} width={72} height={72} />
        )}
        <Stack space="xs">
          <Text>{pick(language, lecturer.bioZh, lecturer.bioEn) || word(language, 'noBio')}</Text>
          <Text size="sm" tone="muted">
            {lecturer.courseCount === 1
              ? word(language, 'oneCourse')
              : word(language, 'manyCourses', { count: lecturer.courseCount })}
          </Text>
        </Stack>
      </Inline>
    </PersonCard>
  );
}

/** A certified mentor as the lists and the detail show them. */
export function CoachCard({
  coach,
  language,
  detailPath,
  letterPath,
}: {
  coach: { name: string; bio: string; specialties: readonly string[]; menteeCount: number };
  language: Language;
  detailPath?: string;
  letterPath: string;
}) {
  return (
    <PersonCard
      name={coach.name}
      language={language}
      detailPath={detailPath}
      letterPath={letterPath}
    >
      <Stack space="xs">
        <Text>{coach.bio || word(language, 'noBio')}</Text>
        {coach.specialties.length > 0 && (
          <Text size="sm">
            {word(language, 'specialties', { list: coach.specialties.join(', ') })}
          </Text>
        )}
        <Text size="sm" tone="muted">
          {coach.menteeCount === 1
            ? word(language, 'oneMentee')
            : word(language, 'manyMentees', { count: coach.menteeCount })}
        </Text>
      </Stack>
    </PersonCard>
  );
}
