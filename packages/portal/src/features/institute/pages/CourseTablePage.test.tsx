import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/renderRoute';
import { stubSend } from '../../../../test/sendStub';
import { setLanguage } from '../../../shared/layout/store';
import CourseTablePage from './CourseTablePage';

const sent = stubSend();

function open(path: string) {
  setLanguage(2);
  sent.mockImplementation((async () => ({ list: [], total: 0 })) as never);
  renderRoute('/:area/:menu/index', <CourseTablePage />, path);
}

describe('the course lists and the codes that discount courses', () => {
  it('college management reaches the discount codes from its courses', async () => {
    open('/college-manage/course-list/index');
    const link = await screen.findByRole('link', { name: 'Discount codes' });
    expect(link.getAttribute('href')).toBe('/college-manage/course-list/discount-codes');
    expect(screen.getByRole('link', { name: 'New course' })).toBeTruthy();
  });

  it('a lecturer’s own courses offer no codes', async () => {
    open('/lecturer-center/courses-management/index');
    expect(await screen.findByRole('link', { name: 'New course' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Discount codes' })).toBeNull();
  });
});
