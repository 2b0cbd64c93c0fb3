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
import { formatBusinessTime } from '../../../shared/format';
import { calls } from '../../../shared/http/calls';
import { ListTabs } from '../../../shared/list/ListTabs';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { paths } from '../../../shared/routes/paths';
import { CourseStatusTag } from '../components/CourseStatusTag';
import { isFree } from '../components/course';
import { detailParams } from '../components/courseLinks';
import { COLLEGE_COURSES, COURSE_TABS, MY_COURSES, statusOf } from '../components/courseLists';
import { useLanguage } from '../components/language';
import { pick } from '../components/texts';

const TAB_TITLES: Record<(typeof COURSE_TABS)[number], string> = {
  all: 'All',
  draft: 'Drafts',
  published: 'Published',
  closed: 'Closed',
};

function useColumns(): DataTableColumn<CourseRecord>[] {
  const language = useLanguage();
  return [
    { key: 'title', header: 'Course', render: (row) => pick(language, row.titleZh, row.titleEn) },
    { key: 'category', header: 'Category', width: 140 },
    {
      key: 'lecturers',
      header: 'Lecturers',
      width: 160,
      render: (row) => row.lecturers.map((l) => l.name).join(', '),
    },
    {
      key: 'firstSession',
      header: 'First session',
      width: 170,
      nowrap: true,
      render: (row) => (row.sessions[0] ? formatBusinessTime(row.sessions[0].startsAt) : '—'),
    },
    {
      key: 'price',
      header: 'Price',
      width: 100,
      render: (row) => (isFree(row) ? 'Free' : <AmountText amount={row.price} />),
    },
    {
      key: 'seats',
      header: 'Seats',
      width: 110,
      render: (row) =>
        `${row.seatsTaken}/${row.seats}${row.waitlisted ? ` +${row.waitlisted}` : ''}`,
    },
    {
      key: 'status',
      header: 'Status',
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
  const list = useListState(COLLEGE_COURSES);
  const courses = useListQuery(calls.course.list, list, (state) => ({
    keyword: state.filters.keyword.trim(),
    ...(statusOf(state.tab) ? { status: statusOf(state.tab) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Table
      title="Courses"
      newPath={paths.collegeCourseEdit({})}
      tabs={courses.tabs}
      filter={
        <FilterBar aria-label="Course filters" {...courses.filterBar}>
          <FormField label="Keyword">
            <TextField
              value={list.draft.keyword}
              placeholder="Title or tag"
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
  const list = useListState(MY_COURSES);
  const courses = useListQuery(calls.course.mine, list, (state) => ({
    ...(statusOf(state.tab) ? { status: statusOf(state.tab) } : {}),
    pageNum: state.page,
    pageSize: state.pageSize,
  }));
  return (
    <Table
      title="My courses"
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
  title: string;
  newPath: string;
  tabs: Query['tabs'];
  filter?: React.ReactNode;
  rows: readonly CourseRecord[];
  table: Query['table'];
  pagination: Query['pagination'];
  onOpen: (row: CourseRecord) => void;
}) {
  const columns = useColumns();
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>{props.title}</Heading>
        <Button asChild variant="primary">
          <Link to={props.newPath}>New course</Link>
        </Button>
      </Inline>
      <ListTabs
        label="Course status"
        tabs={COURSE_TABS}
        title={(key) => TAB_TITLES[key]}
        {...props.tabs}
      >
        {props.filter}
        <DataTable
          label={props.title}
          columns={columns}
          rows={[...props.rows]}
          rowKey="id"
          {...props.table}
          emptyText="No courses here yet"
          onRowClick={props.onOpen}
          height={520}
        />
        <Pagination {...props.pagination} />
      </ListTabs>
    </Stack>
  );
}
