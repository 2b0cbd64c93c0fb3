import type { RegistrationRow } from '@bq/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Select,
  Stack,
  TextField,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { downloadRegistrations } from '../api/institute';
import { RegistrationStatusTag } from '../components/CourseStatusTag';
import {
  courseIdOf,
  REGISTRATION_TABS,
  REGISTRATIONS,
  registrationStatusOf,
} from '../components/courseLists';
import { useLanguage } from '../components/language';
import { RevokeCompletion } from '../components/RevokeCompletion';
import { type StaffText, useWords } from '../components/staffTexts';
import { pick } from '../components/texts';

const TAB_TITLES: Record<(typeof REGISTRATION_TABS)[number], StaffText> = {
  all: 'all',
  enrolled: 'enrolled',
  waitlisted: 'waitlist',
  cancelled: 'cancelled',
  completed: 'completed',
};

const KIND_TITLES = { staff: 'staff', tourist: 'touristAccount', outsider: 'visitor' } as const;

/**
 * Route `/college-manage/registration-list/:name?`: registrations by course (`?courseId=`), with
 * the export of one course and "completed", which issues the certificate.
 */
export default function RegistrationListPage() {
  const { name } = useParams();
  const language = useLanguage();
  const say = useWords();
  const list = useListState(REGISTRATIONS);
  const courseId = courseIdOf(list.state.filters.courseId);
  const registrations = useListQuery(calls.registration.list, list, (state) => {
    const status = registrationStatusOf(state.tab);
    const course = courseIdOf(state.filters.courseId);
    return {
      keyword: state.filters.keyword.trim(),
      ...(status ? { status } : {}),
      ...(course ? { courseId: course } : {}),
      pageNum: state.page,
      pageSize: state.pageSize,
    };
  });
  const courses = useQuery(
    callQuery(calls.course.list, { keyword: '', pageNum: 1, pageSize: 100 }),
  );
  const complete = useCallMutation(calls.registration.complete, {
    onSuccess: (answer) =>
      toast.success(say('completedWith', { code: answer.certificateCode ?? '' })),
  });
  // One course chosen: its title is the page's, so the row leaves it out and keeps the action.
  const columns: DataTableColumn<RegistrationRow>[] = [
    { key: 'name', header: say('name') },
    ...(courseId
      ? []
      : [
          {
            key: 'course',
            header: say('course'),
            render: (row: RegistrationRow) => pick(language, row.courseTitleZh, row.courseTitleEn),
          },
        ]),
    { key: 'email', header: say('email'), width: 190 },
    { key: 'phone', header: say('phone'), width: 140, nowrap: true },
    { key: 'kind', header: say('who'), width: 90, render: (row) => say(KIND_TITLES[row.kind]) },
    {
      key: 'createdAt',
      header: say('registered'),
      width: 140,
      nowrap: true,
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'status',
      header: say('statusColumn'),
      width: 110,
      render: (row) => <RegistrationStatusTag status={row.status} position={row.position} />,
    },
    {
      key: 'certificate',
      header: say('certificate'),
      width: 215,
      render: (row) =>
        row.status === 'enrolled' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={(event) => {
              event.stopPropagation();
              complete.mutate({ id: row.id });
            }}
          >
            {say('markCompleted')}
          </Button>
        ) : row.status === 'completed' && row.certificateCode ? (
          <Inline space="xs" wrap={false}>
            <span>{row.certificateCode}</span>
            <RevokeCompletion id={row.id} name={row.name} code={row.certificateCode} />
          </Inline>
        ) : (
          (row.certificateCode ?? '')
        ),
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>
          {name ? say('registrationsOf', { name }) : say('registrations')}
        </Heading>
        <Button
          variant="secondary"
          disabled={!courseId}
          title={courseId ? undefined : say('chooseToExport')}
          onClick={() => courseId && void downloadRegistrations(courseId)}
        >
          {say('exportCsv')}
        </Button>
      </Inline>
      <ListTabs
        label={say('registrationStatus')}
        tabs={REGISTRATION_TABS}
        title={(key) => say(TAB_TITLES[key])}
        {...registrations.tabs}
      >
        <FilterBar aria-label={say('registrationFilters')} {...registrations.filterBar}>
          <FormField label={say('course')}>
            <Select
              value={list.draft.courseId || 'any'}
              onValueChange={(value) => list.setDraft('courseId', value === 'any' ? '' : value)}
              options={[
                { value: 'any', label: say('everyCourse') },
                ...(courses.data?.list ?? []).map((c) => ({
                  value: String(c.id),
                  label: pick(language, c.titleZh, c.titleEn),
                })),
              ]}
            />
          </FormField>
          <FormField label={say('keyword')}>
            <TextField
              value={list.draft.keyword}
              placeholder={say('namePlaceholder')}
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
        </FilterBar>
        <ListViews list={list} columns={columns} language={language} />
        <DataTable
          label={say('registrations')}
          columns={list.arrange(columns)}
          rows={registrations.rows}
          rowKey="id"
          {...registrations.table}
          emptyText={say('noRegistrations')}
          height={520}
        />
        <Pagination {...registrations.pagination} />
      </ListTabs>
    </Stack>
  );
}
