import type { MyRegistration } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  toast,
} from '@bq/ui';
import { formatDate } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { paths } from '../../../shared/routes/paths';
import { downloadCertificate } from '../api/institute';
import { RegistrationStatusTag } from '../components/CourseStatusTag';
import { detailParams } from '../components/courseLinks';
import { useLanguage } from '../components/language';
import { useWords } from '../components/staffTexts';
import { pick } from '../components/texts';

/**
 * Route `/agent-center/my-course/index`: the courses a person registered for, their
 * continuing-education hours in the licence cycle, and their private calendar feed.
 */
export default function MyCoursesPage() {
  const navigate = useNavigate();
  const language = useLanguage();
  const say = useWords();
  const mine = useQuery(callQuery(calls.registration.mine, { includeCancelled: false }));
  const list = mine.data?.list ?? [];
  const columns: DataTableColumn<MyRegistration>[] = [
    {
      key: 'course',
      header: say('course'),
      render: (row) => pick(language, row.course.titleZh, row.course.titleEn),
    },
    {
      key: 'first',
      header: say('firstSession'),
      width: 170,
      nowrap: true,
      render: (row) =>
        row.course.sessions[0] ? formatDateTime(row.course.sessions[0].startsAt) : '—',
    },
    { key: 'hours', header: say('ceHours'), width: 100, render: (row) => row.course.ceHours },
    {
      key: 'status',
      header: say('statusColumn'),
      width: 160,
      render: (row) => <RegistrationStatusTag status={row.status} position={row.position} />,
    },
    {
      key: 'certificate',
      header: say('certificate'),
      width: 160,
      render: (row) =>
        row.status === 'completed' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={(event) => {
              event.stopPropagation();
              void downloadCertificate(row.id);
            }}
          >
            PDF
          </Button>
        ) : (
          ''
        ),
    },
  ];
  return (
    <Stack space="lg">
      <Heading level={1}>{say('myCourses')}</Heading>
      <CeHoursCard />
      <DataTable
        label={say('myCourses')}
        columns={columns}
        rows={list}
        rowKey="id"
        {...queryTable(mine)}
        emptyText={say('notRegistered')}
        onRowClick={(row) => navigate(paths.myCourseDetail(detailParams(row.course)))}
        height={Math.min(520, 56 + 56 * Math.max(2, list.length))}
      />
      <CalendarFeedCard />
    </Stack>
  );
}

function CeHoursCard() {
  const say = useWords();
  const hours = useQuery(callQuery(calls.registration.ceHours, {}));
  const data = hours.data;
  return (
    <Card title={say('continuingEducation')} titleLevel={2}>
      {data && (
        <DescriptionList
          columns={3}
          items={[
            { label: say('cycleHours'), value: data.hours },
            {
              label: say('cycle'),
              value:
                data.cycleStart && data.cycleEnd
                  ? `${formatDate(data.cycleStart)} – ${formatDate(data.cycleEnd)}`
                  : say('noExpiry'),
            },
            { label: say('completedCourses'), value: data.courses.length },
          ]}
        />
      )}
    </Card>
  );
}

function CalendarFeedCard() {
  const say = useWords();
  const feed = useCallMutation(calls.registration.calendarUrl);
  const url = feed.data ? new URL(feed.data.url, window.location.origin).href : '';
  return (
    <Card title={say('calendarFeed')} titleLevel={2}>
      <Stack space="sm">
        <Text tone="muted">{say('calendarHelp')}</Text>
        {url && <TextField readOnly aria-label={say('feedAddress')} value={url} />}
        <Inline space="sm">
          <Button
            variant="secondary"
            loading={feed.isPending}
            onClick={() =>
              feed.mutate(
                { renew: false },
                {
                  onSuccess: async (answer) => {
                    const href = new URL(answer.url, window.location.origin).href;
                    await navigator.clipboard?.writeText(href).catch(() => undefined);
                    toast.success(say('feedReady'));
                  },
                },
              )
            }
          >
            {say('showFeed')}
          </Button>
          {url && (
            <Button variant="ghost" onClick={() => feed.mutate({ renew: true })}>
              {say('renewFeed')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}
