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
import { type ReactNode, useEffect, useState } from 'react';
import type { Language } from '../../../shared/layout/store';
import { formatMoney } from '../../../shared/money';
import { type HallCourse, isFree, lecturerNames, seatsLeft } from './course';
import { HALL_PAGE_SIZE } from './hallPaging';
import { LanguageSwitch } from './LanguageSwitch';
import { pick, say } from './texts';

export interface CourseHallProps {
  /** The courses of the current page (the server pages the hall, 20 at a time). */
  courses: readonly HallCourse[];
  total: number;
  loading?: boolean;
  /** Nothing could be loaded: said as such (never as "no courses"), with a retry. */
  failed?: boolean;
  onRetry?: () => void;
  language: Language;
  /** The hall's own switcher; absent inside the staff layout, whose breadcrumb bar has one. */
  onLanguage?: (language: Language) => void;
  /** The header's way into an account (sign in, apply to join), on the public hall only. */
  account?: ReactNode;
  page: number;
  onPage: (page: number) => void;
  query: string;
  onQuery: (query: string) => void;
  onOpen: (course: HallCourse) => void;
}

/** The public course hall: one page of course cards, a search and the language switcher. */
export function CourseHall(props: CourseHallProps) {
  const { courses, language, page, query } = props;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>
          {say(language, 'institute')} · {say(language, 'hall')}
        </Heading>
        <Inline space="md">
          {props.account}
          {props.onLanguage && <LanguageSwitch value={language} onChange={props.onLanguage} />}
        </Inline>
      </Inline>
      <SearchBox language={language} query={query} onQuery={props.onQuery} />
      {props.failed ? (
        <EmptyState
          title={say(language, 'loadFailed')}
          action={<Button onClick={props.onRetry}>{say(language, 'retry')}</Button>}
        />
      ) : courses.length === 0 && !props.loading && query.trim() !== '' ? (
        // A search that finds nothing says so, and offers the way back to every course.
        <EmptyState
          title={`${say(language, 'noMatch')}“${query.trim()}”`}
          action={
            <Button variant="secondary" onClick={() => props.onQuery('')}>
              {say(language, 'clearSearch')}
            </Button>
          }
        />
      ) : courses.length === 0 && !props.loading ? (
        <EmptyState title={say(language, 'empty')} />
      ) : (
        <CourseCardList courses={courses} language={language} onOpen={props.onOpen} />
      )}
      {/* Not before the first page has come: it said "Total 0" under the search box, and the
          cards arriving pushed it down the screen (a layout shift of 0.069 on a phone). */}
      {(courses.length > 0 || !props.loading) && (
        <Pagination
          page={page}
          pageSize={HALL_PAGE_SIZE}
          pageSizes={[HALL_PAGE_SIZE]}
          total={props.total}
          onPageChange={props.onPage}
        />
      )}
    </Stack>
  );
}

/** Course cards in a list named after the hall (the lecturer's page shows theirs the same way). */
export function CourseCardList({
  courses,
  language,
  onOpen,
}: {
  courses: readonly HallCourse[];
  language: Language;
  onOpen: (course: HallCourse) => void;
}) {
  return (
    <Stack as="ul" space="md" aria-label={say(language, 'hall')}>
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          language={language}
          onOpen={() => onOpen(course)}
        />
      ))}
    </Stack>
  );
}

/** Searches on Enter, so the hall asks the server once per search, not once per letter. */
function SearchBox({
  language,
  query,
  onQuery,
}: {
  language: Language;
  query: string;
  onQuery: (query: string) => void;
}) {
  const [typed, setTyped] = useState(query);
  useEffect(() => setTyped(query), [query]);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onQuery(typed.trim());
        }}
      >
        <Inline space="sm">
          <TextField
            type="search"
            aria-label={say(language, 'search')}
            placeholder={say(language, 'search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">{say(language, 'searchButton')}</Button>
        </Inline>
      </form>
    </search>
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
            {/* Text, not <Amount>: a price is never negative, it sits in a row of facts rather
                than a column, and the hall's cold load is within 1 KB of its budget. */}
            <Text size="sm">
              {isFree(course) ? say(language, 'free') : formatMoney(course.price)}
            </Text>
            <Text size="sm" tone={left === 0 ? 'warning' : 'default'}>
              {left === 0 ? say(language, 'full') : `${say(language, 'seatsLeft')}: ${left}`}
            </Text>
            {course.lecturers.length > 0 && (
              <Text size="sm">
                {say(language, 'lecturer')}: {lecturerNames(course)}
              </Text>
            )}
          </Inline>
        </Stack>
      </Card>
    </li>
  );
}
