import type { CourseRecord } from '@bq/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Inline,
  Pagination,
  Stack,
  TextField,
} from '@bq/ui';
import { Link, useLocation, useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { paths } from '../../../shared/routes/paths';
import { CourseStatusTag } from '../components/CourseStatusTag';
import { isFree } from '../components/course';
import { detailParams } from '../components/courseLinks';
import { COLLEGE_COURSES, COURSE_TABS, MY_COURSES, statusOf } from '../components/courseLists';
import { useLanguage } from '../components/language';
import { type StaffText, useWords } from '../components/staffTexts';
import { pick } from '../components/texts';

const TAB_TITLES: Record<(typeof COURSE_TABS)[number], StaffText> = {
  all: 'all',
  draft: 'drafts',
  published: 'published',
  closed: 'closed',
};

function useColumns(): DataTableColumn<CourseRecord>[] {
  const language = useLanguage();
  const say = useWords();
  return [
    {
      key: 'title',
      header: say('course'),
      render: (row) => pick(language, row.titleZh, row.titleEn),
    },
    { key: 'category', header: say('category'), width: 140 },
    {
      key: 'lecturers',
      header: say('lecturers'),
      width: 160,
      render: (row) => row.lecturers.map((l) => l.name).join(', '),
    },
    {
      key: 'firstSession',
      header: say('firstSession'),
      width: 170,
      nowrap: true,
      render: (row) => (row.sessions[0] ? formatDateTime(row.sessions[0].startsAt) : '—'),
    },
    {
      key: 'price',
      header: say('price'),
      width: 100,
      render: (row) => (isFree(row) ? say('free') : <AmountText amount={row.price} />),
    },
    {
      key: 'seats',
      header: say('seats'),
      width: 110,
      render: (row) =>
        `${row.seatsTaken}/${row.seats}${row.waitlisted ? ` +${row.waitlisted}` : ''}`,
    },
    {
      key: 'status',
      header: say('statusColumn'),
      width: 120,
      render: (row) => <CourseStatusTag status={row.status} />,
    },
  ];
}

/**
 * College management's `course-list/index` (every course, publish from the detail) and the
 * lecturer center's `courses-management/index` (the courses they teach). Tabs by status.
 */
export default function CourseTablePage() {
  const college = useLocation().pathname.startsWith('/college-manage/');
  return college ? <CollegeCourses /> : <LecturerCourses />;
}

function CollegeCourses() {
  const navigate = useNavigate();
  const say = useWords();
  const list = useListState(COLLEGE_COURSES);
  const columns = useColumns();
  const language = useLanguage();
  const courses = useListQuery(calls.course.list, list, (state) => ({
    keyword: state.filters.keyword.trim(),
    ...(statusOf(state.tab) ? { status: statusOf(state.tab) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Table
      views={<ListViews list={list} columns={columns} language={language} />}
      columns={list.arrange(columns)}
      title={say('courses')}
      newPath={paths.collegeCourseEdit({})}
      codesPath={paths.collegeDiscountCodes({})}
      tabs={courses.tabs}
      filter={
        <FilterBar aria-label={say('courseFilters')} {...courses.filterBar}>
          <FormField label={say('keyword')}>
            <TextField
              value={list.draft.keyword}
              placeholder={say('titleOrTag')}
              onChange={(event) => list.setDraft('keyword', event.target.value)}
            />
          </FormField>
        </FilterBar>
      }
      rows={courses.rows}
      table={courses.table}
      pagination={courses.pagination}
      onOpen={(row) => navigate(paths.collegeCourseDetail(detailParams(row)))}
    />
  );
}

function LecturerCourses() {
  const navigate = useNavigate();
  const say = useWords();
  const list = useListState(MY_COURSES);
  const columns = useColumns();
  const language = useLanguage();
  const courses = useListQuery(calls.course.mine, list, (state) => ({
    ...(statusOf(state.tab) ? { status: statusOf(state.tab) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Table
      views={<ListViews list={list} columns={columns} language={language} />}
      columns={list.arrange(columns)}
      title={say('lecturerCourses')}
      newPath={paths.lecturerCourseEdit({})}
      tabs={courses.tabs}
      rows={courses.rows}
      table={courses.table}
      pagination={courses.pagination}
      onOpen={(row) => navigate(paths.lecturerCourseDetail(detailParams(row)))}
    />
  );
}

type Query = ReturnType<typeof useListQuery>;

function Table(props: {
  /** The list's saved views and columns menus. */
  views: React.ReactNode;
  /** The columns as the person arranged them. */
  columns: DataTableColumn<CourseRecord>[];
  title: string;
  newPath: string;
  /** College management keeps the codes that discount courses; a lecturer does not. */
  codesPath?: string;
  tabs: Query['tabs'];
  filter?: React.ReactNode;
  rows: readonly CourseRecord[];
  table: Query['table'];
  pagination: Query['pagination'];
  onOpen: (row: CourseRecord) => void;
}) {
  const say = useWords();
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>{props.title}</Heading>
        <Inline space="sm">
          {props.codesPath && (
            <Button asChild variant="ghost">
              <Link to={props.codesPath}>{say('discountCodes')}</Link>
            </Button>
          )}
          <Button asChild variant="primary">
            <Link to={props.newPath}>{say('newCourse')}</Link>
          </Button>
        </Inline>
      </Inline>
      <ListTabs
        label={say('courseStatus')}
        tabs={COURSE_TABS}
        title={(key) => say(TAB_TITLES[key])}
        {...props.tabs}
      >
        {props.filter}
        {props.views}
        <DataTable
          label={props.title}
          columns={props.columns}
          rows={[...props.rows]}
          rowKey="id"
          {...props.table}
          emptyText={say('noCourses')}
          onRowClick={props.onOpen}
          height={520}
        />
        <Pagination {...props.pagination} />
      </ListTabs>
    </Stack>
  );
}
