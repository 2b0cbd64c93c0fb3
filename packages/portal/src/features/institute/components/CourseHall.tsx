import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { formatMoney } from '../../../shared/format';
import type { Language } from '../../../shared/layout/store';
import { type HallCourse, seatsLeft } from './course';
import { pageOf } from './hallPaging';
import { LanguageSwitch } from './LanguageSwitch';
import { pick, say } from './texts';

export interface CourseHallProps {
  courses: readonly HallCourse[];
  language: Language;
  onLanguage: (language: Language) => void;
  page: number;
  onPage: (page: number) => void;
  query: string;
  onQuery: (query: string) => void;
  onOpen: (course: HallCourse) => void;
}

/** The public course hall: one page of course cards, a search and the language switcher. */
export function CourseHall(props: CourseHallProps) {
  const { courses, language, page, query } = props;
  const view = pageOf(courses, page);
  return (
    <Stack space="lg" padding="xl">
      <Inline align="between">
        <Heading level={1}>
          {say(language, 'institute')} · {say(language, 'hall')}
        </Heading>
        <LanguageSwitch value={language} onChange={props.onLanguage} />
      </Inline>
      <TextField
        type="search"
        aria-label={say(language, 'search')}
        placeholder={say(language, 'search')}
        value={query}
        onChange={(event) => props.onQuery(event.target.value)}
      />
      {view.items.length === 0 ? (
        <EmptyState title={say(language, 'empty')} />
      ) : (
        <Stack as="ul" space="md" aria-label={say(language, 'hall')}>
          {view.items.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              language={language}
              onOpen={() => props.onOpen(course)}
            />
          ))}
        </Stack>
      )}
      <Pagination
        page={view.page}
        pageSize={20}
        pageSizes={[20]}
        total={courses.length}
        onPageChange={props.onPage}
      />
    </Stack>
  );
}

function CourseCard({
  course,
  language,
  onOpen,
}: {
  course: HallCourse;
  language: Language;
  onOpen: () => void;
}) {
  const title = pick(language, course.titleZh, course.titleEn);
  const left = seatsLeft(course);
  return (
    <li>
      <Card
        title={title}
        titleLevel={2}
        padding="md"
        extra={<Button onClick={onOpen}>{say(language, 'open')}</Button>}
      >
        <Stack space="xs">
          <Text tone="muted" truncate>
            {pick(language, course.descriptionZh, course.descriptionEn)}
          </Text>
          <Inline space="md">
            <Text size="sm">{say(language, course.online ? 'online' : 'offline')}</Text>
            <Text size="sm">
              {course.priceCents === 0
                ? say(language, 'free')
                : formatMoney(course.priceCents / 100)}
            </Text>
            <Text size="sm" tone={left === 0 ? 'warning' : 'default'}>
              {left === 0 ? say(language, 'full') : `${say(language, 'seatsLeft')}: ${left}`}
            </Text>
            {course.lecturers.length > 0 && (
              <Text size="sm">
                {say(language, 'lecturer')}: {course.lecturers.join(', ')}
              </Text>
            )}
          </Inline>
        </Stack>
      </Card>
    </li>
  );
}
