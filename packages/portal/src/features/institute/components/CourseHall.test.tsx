import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/layout/store';
import { CourseHall } from './CourseHall';
import type { HallCourse } from './course';
import { HALL_PAGE_SIZE } from './hallPaging';

const course = (id: number, over: Partial<HallCourse> = {}): HallCourse => ({
  id,
  titleZh: `课程 ${id}`,
  titleEn: `Course ${id}`,
  descriptionZh: '描述',
  descriptionEn: 'About',
  category: 'Sales',
  tags: [],
  lecturers: [{ id: 7, name: 'Ann Lee' }],
  online: id % 2 === 0,
  price: '0.00',
  ceHours: '2.0',
  seats: 10,
  seatsTaken: 0,
  waitlisted: 0,
  status: 'published',
  sessions: [],
  coverUrl: null,
  ...over,
});

/** The server's part in these tests: the courses on `page` (1-based; a page past the end shows the last one). */
function pageOf<T>(items: readonly T[], page: number, size = HALL_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { page: current, pageCount, items: items.slice((current - 1) * size, current * size) };
}

/** …and its search: title or tag in either language, case-insensitive. */
function matches(
  course: { titleZh: string; titleEn: string; tags: readonly string[] },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [course.titleZh, course.titleEn, ...course.tags].some((t) => t.toLowerCase().includes(q));
}

function Hall({ courses }: { courses: HallCourse[] }) {
  const [language, setLanguage] = useState<Language>(1);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  // The server's part: search, then one page of 20.
  const shown = courses.filter((c) => matches(c, query));
  const view = pageOf(shown, page);
  return (
    <CourseHall
      courses={view.items}
      total={shown.length}
      language={language}
      onLanguage={setLanguage}
      page={page}
      onPage={setPage}
      query={query}
      onQuery={setQuery}
      onOpen={() => {}}
    />
  );
}

const cards = () => within(screen.getByRole('list', { name: '课程大厅' })).getAllByRole('listitem');

describe('the tourist course hall', () => {
  it('shows its paging only once the first page has come, and keeps it while the next loads', () => {
    const props = {
      total: 0,
      language: 2 as Language,
      page: 1,
      onPage: () => {},
      query: '',
      onQuery: () => {},
      onOpen: () => {},
    };
    const { rerender } = render(<CourseHall {...props} courses={[]} loading />);
    expect(screen.queryByText(/Total/)).toBeNull();
    rerender(<CourseHall {...props} courses={[course(1)]} total={21} />);
    expect(screen.getByText(/Total 21/)).toBeInTheDocument();
    rerender(<CourseHall {...props} courses={[course(1)]} total={21} page={2} loading />);
    expect(screen.getByText(/Total 21/)).toBeInTheDocument();
  });

  it('shows 500 published courses a page of 20 at a time and pages through them', () => {
    render(<Hall courses={Array.from({ length: 500 }, (_, i) => course(i + 1))} />);
    expect(cards()).toHaveLength(20);
    expect(screen.getByRole('heading', { name: '课程 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /25/ }));
    expect(screen.getByRole('heading', { name: '课程 500' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '课程 1' })).toBeNull();
  });

  it('switches titles and its own words to English and back without leaving the page', () => {
    render(<Hall courses={[course(1, { seatsTaken: 10 })]} />);
    expect(screen.getByText('已满（可候补）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Course 1' })).toBeTruthy();
    expect(screen.getByText('Full (waitlist open)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(screen.getByRole('heading', { name: '课程 1' })).toBeTruthy();
  });

  it('falls back to the other language when a course has no title in the chosen one', () => {
    render(<Hall courses={[course(1, { titleEn: ' ' })]} />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { name: '课程 1' })).toBeTruthy();
  });

  it('finds a course by a word of its title in either language', () => {
    render(<Hall courses={[course(1), course(2, { titleEn: 'Mortgage basics' })]} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mortgage' } });
    expect(cards()).toHaveLength(2);
    fireEvent.submit(screen.getByRole('searchbox'));
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '课程 2' })).toBeTruthy();
  });

  it('says a search found nothing, not that there are no courses, and clears it', () => {
    render(<Hall courses={[course(1), course(2)]} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zoning' } });
    fireEvent.submit(screen.getByRole('searchbox'));
    expect(screen.getByText('没有符合搜索的课程：“zoning”')).toBeTruthy();
    expect(screen.queryByText('暂无课程')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '显示全部课程' }));
    expect(cards()).toHaveLength(2);
  });
});
