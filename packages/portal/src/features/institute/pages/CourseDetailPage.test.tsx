import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubSend } from '../../../../test/sendStub';
import { type Language, setLanguage } from '../../../shared/layout/store';
import type { HallCourse } from '../components/course';
import { EDITOR_TEXTS } from '../components/editorTexts';
import { STAFF_TEXTS } from '../components/staffTexts';
import CourseDetailPage from './CourseDetailPage';

const sent = stubSend();

const FULL: HallCourse = {
  id: 7,
  titleZh: '样板房布置',
  titleEn: 'Open house staging',
  descriptionZh: '描述',
  descriptionEn: 'About',
  category: 'Sales',
  tags: [],
  lecturers: [],
  online: false,
  price: '0.00',
  ceHours: '2.0',
  seats: 1,
  seatsTaken: 1,
  waitlisted: 0,
  status: 'draft',
  sessions: [],
  coverUrl: null,
};

/** The server: the course, and the person's registrations (`held`: one on this course). */
function answers(held?: 'enrolled') {
  sent.mockImplementation((async (call: { path: string }) => {
    if (call.path.endsWith('/mine'))
      return {
        list: held
          ? [{ id: 3, course: FULL, status: held, position: null, certificateCode: null }]
          : [],
      };
    return FULL;
  }) as never);
}

function open(path: string, language: Language) {
  setLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/:area/:menu/detail/:type/:id', element: <CourseDetailPage /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// The breadcrumb once said 课程详情 while every button stayed English.
describe('a staff course detail follows the language toggle', () => {
  beforeEach(() => {
    sent.mockReset();
  });
  afterEach(() => setLanguage(1));

  it('offers the waitlist and the calendar in Chinese', async () => {
    answers();
    open('/bq-institute/course-hall/detail/offline/7', 1);
    expect(await screen.findByRole('button', { name: '加入候补名单' })).toBeVisible();
    expect(screen.getByRole('button', { name: '加入日历（.ics）' })).toBeVisible();
    expect(screen.queryByText(/Join the waitlist|Add to calendar/)).toBeNull();
  });

  it('offers to cancel a seat in Chinese', async () => {
    answers('enrolled');
    open('/agent-center/my-course/detail/offline/7', 1);
    expect(await screen.findByRole('button', { name: '取消报名' })).toBeVisible();
    expect(screen.getByText('已报名')).toBeVisible();
  });

  it('keeps English when English is chosen', async () => {
    answers('enrolled');
    open('/agent-center/my-course/detail/offline/7', 2);
    expect(await screen.findByRole('button', { name: 'Cancel registration' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
  });

  it("gives college management's actions in Chinese", async () => {
    answers();
    open('/college-manage/course-list/detail/offline/7', 1);
    expect(await screen.findByRole('link', { name: '编辑' })).toBeVisible();
    expect(screen.getByRole('button', { name: '发布' })).toBeVisible();
    expect(screen.getByText('草稿')).toBeVisible();
    expect(screen.getByRole('link', { name: '报名列表' })).toBeVisible();
  });
});

describe("the staff course pages' words", () => {
  it('exist in both languages, with the same values to fill in', () => {
    for (const [key, [zh, en]] of Object.entries({ ...STAFF_TEXTS, ...EDITOR_TEXTS })) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(names(zh), key).toEqual(names(en));
    }
  });
});
