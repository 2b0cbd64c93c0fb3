import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FieldMessagesIn } from '../../../shared/forms/fieldMessageLanguage';
import { setLanguage } from '../../../shared/layout/store';
import { CourseForm, type CourseProperties } from './CourseForm';
import { emptyCourseForm } from './courseMapping';

function Form({ properties }: { properties: CourseProperties }) {
  const form = useForm({ defaultValues: emptyCourseForm() });
  return (
    <FormProvider {...form}>
      <CourseForm properties={properties} />
    </FormProvider>
  );
}

const properties = { categories: ['Sales'], tags: ['A', 'B', 'C'], maxTags: 2 };

describe('the course editor', () => {
  beforeEach(() => setLanguage(2));
  afterEach(() => setLanguage(1));

  it('says how many tags a course may carry, and says nothing when unlimited (0)', () => {
    const { unmount } = render(<Form properties={properties} />);
    expect(screen.getByText('At most 2')).toBeTruthy();
    unmount();
    render(<Form properties={{ ...properties, maxTags: 0 }} />);
    expect(screen.queryByText(/At most/)).toBeNull();
  });

  it('adds and removes sessions, and names the place a link once the course is online', () => {
    render(<Form properties={properties} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a session' }));
    expect(screen.getByLabelText(/Session 2 place/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove session 1' }));
    expect(screen.queryByLabelText(/Session 2 place/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Online' }));
    expect(screen.getByLabelText(/Session 1 link/)).toBeTruthy();
  });

  // The editor sits under the breadcrumb's language toggle.
  it('labels its fields in Chinese when Chinese is chosen', () => {
    setLanguage(1);
    render(<Form properties={properties} />);
    expect(screen.getByRole('textbox', { name: '标题（英文）' })).toBeTruthy();
    expect(screen.getByText('最多 2 个')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加一节' }));
    expect(screen.getByLabelText(/第 2 节地点/)).toBeTruthy();
    expect(screen.queryByText(/Title|Session|Add a session/)).toBeNull();
  });

  it('refuses a value in Chinese under the Chinese toggle (the page sets FieldMessagesIn)', () => {
    setLanguage(1);
    render(
      <FieldMessagesIn language="zh">
        <Form properties={properties} />
      </FieldMessagesIn>,
    );
    const price = screen.getByRole('textbox', { name: /价格/ });
    fireEvent.change(price, { target: { value: '-5' } });
    fireEvent.blur(price);
    return screen.findByText('不能为负数');
  });
});
