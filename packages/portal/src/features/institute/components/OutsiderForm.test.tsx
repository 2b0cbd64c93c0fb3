import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OutsiderForm } from './OutsiderForm';
import { outsiderRequest } from './outsiderMapping';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe('an outside visitor registering for a course', () => {
  it('refuses a missing name, an e-mail with an unknown ending and a short phone, and sends nothing', () => {
    const onSubmit = vi.fn();
    render(<OutsiderForm language={2} onSubmit={onSubmit} />);
    fill('E-mail', 'ann@example.invalid');
    fill('Phone', '415 555');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByLabelText('Phone', { exact: false }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends name, e-mail and a formatted phone once the rules pass', () => {
    const onSubmit = vi.fn();
    render(<OutsiderForm language={1} onSubmit={onSubmit} />);
    fill('姓名', ' Ann Lee ');
    fill('电子邮箱', 'ann@example.com');
    fill('电话', '4155550123');
    fireEvent.click(screen.getByRole('button', { name: '报名' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(outsiderRequest(onSubmit.mock.calls[0]?.[0], 7, 1)).toEqual({
      courseId: 7,
      languageType: 1,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(415) 555-0123',
    });
  });
});
