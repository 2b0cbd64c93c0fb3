import { Button, Card, DescriptionList, Heading, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { paths } from '../../../shared/routes/paths';
import { useLanguage } from '../components/language';
import { pick } from '../components/texts';

/** Route `/lecturer-center/lecturer-home/index`: the lecturer's profile and their courses' count. */
export default function LecturerHomePage() {
  const language = useLanguage();
  const profile = useQuery(callQuery(calls.lecturer.profile, {}));
  const data = profile.data;
  if (!data) return <Skeleton lines={6} />;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>{data.name}</Heading>
        <Inline space="sm">
          <Button asChild variant="secondary">
            <Link to={paths.lecturerHomeEdit({ id: data.id })}>Edit profile</Link>
          </Button>
          <Button asChild>
            <Link to={paths.lecturerCourseEdit({})}>New course</Link>
          </Button>
        </Inline>
      </Inline>
      <Card title="About me" titleLevel={2}>
        <Text>
          {pick(language, data.bioZh, data.bioEn) || 'No bio yet: add one so students know you.'}
        </Text>
      </Card>
      <Card
        title="My courses"
        titleLevel={2}
        extra={<Link to={paths.lecturerCourses({})}>Open the list</Link>}
      >
        <DescriptionList
          columns={3}
          items={[
            { label: 'Drafts (waiting to be published)', value: data.drafts },
            { label: 'Published', value: data.published },
            { label: 'Closed', value: data.closed },
          ]}
        />
      </Card>
    </Stack>
  );
}
