import { Button, Card, DescriptionList, Heading, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { useLanguage } from '../components/language';
import { useWords } from '../components/staffTexts';
import { pick } from '../components/texts';

/** Route `/lecturer-center/lecturer-home/index`: the lecturer's profile and their courses' count. */
export default function LecturerHomePage() {
  const language = useLanguage();
  const say = useWords();
  const profile = useQuery(callQuery(calls.lecturer.profile, {}));
  const data = profile.data;
  if (!data) return <Skeleton lines={6} />;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>{data.name}</Heading>
        <Inline space="sm">
          <Button asChild variant="secondary">
            <Link to={paths.lecturerHomeEdit({ id: data.id })}>{say('editProfile')}</Link>
          </Button>
          <Button asChild>
            <Link to={paths.lecturerCourseEdit({})}>{say('newCourse')}</Link>
          </Button>
        </Inline>
      </Inline>
      <Card title={say('aboutMe')} titleLevel={2}>
        <Text>{pick(language, data.bioZh, data.bioEn) || say('addBio')}</Text>
      </Card>
      <Card
        title={say('lecturerCourses')}
        titleLevel={2}
        extra={<Link to={paths.lecturerCourses({})}>{say('openList')}</Link>}
      >
        <DescriptionList
          columns={3}
          items={[
            { label: say('draftsWaiting'), value: data.drafts },
            { label: say('published'), value: data.published },
            { label: say('closed'), value: data.closed },
          ]}
        />
      </Card>
    </Stack>
  );
}
