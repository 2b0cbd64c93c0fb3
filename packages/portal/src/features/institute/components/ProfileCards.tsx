import { Button, Card, Inline, Stack, Text } from '@bq/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../shared/layout/store';
import { pick } from './texts';

/** A person of the institute: their card with a link to their profile and one to write to them. */
function PersonCard({
  name,
  detailPath,
  letterPath,
  children,
}: {
  name: string;
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
              <Link to={detailPath}>Profile</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link to={letterPath}>Write a letter</Link>
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
    <PersonCard name={lecturer.name} detailPath={detailPath} letterPath={letterPath}>
      <Inline space="md" alignItems="flex-start" wrap={false}>
        {lecturer.photoUrl && (
          <img src={lecturer.photoUrl} alt={lecturer.name} width={72} height={72} />
        )}
        <Stack space="xs">
          <Text>{pick(language, lecturer.bioZh, lecturer.bioEn) || 'No bio yet.'}</Text>
          <Text size="sm" tone="muted">
            {lecturer.courseCount === 1
              ? '1 published course'
              : `${lecturer.courseCount} published courses`}
          </Text>
        </Stack>
      </Inline>
    </PersonCard>
  );
}

/** A certified mentor as the lists and the detail show them. */
export function CoachCard({
  coach,
  detailPath,
  letterPath,
}: {
  coach: { name: string; bio: string; specialties: readonly string[]; menteeCount: number };
  detailPath?: string;
  letterPath: string;
}) {
  return (
    <PersonCard name={coach.name} detailPath={detailPath} letterPath={letterPath}>
      <Stack space="xs">
        <Text>{coach.bio || 'No bio yet.'}</Text>
        {coach.specialties.length > 0 && (
          <Text size="sm">Specialties: {coach.specialties.join(', ')}</Text>
        )}
        <Text size="sm" tone="muted">
          {coach.menteeCount === 1 ? '1 current mentee' : `${coach.menteeCount} current mentees`}
        </Text>
      </Stack>
    </PersonCard>
  );
}
