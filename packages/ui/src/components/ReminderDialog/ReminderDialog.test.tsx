import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { ReminderDialog } from './ReminderDialog';

describe('ReminderDialog', () => {
  it('tells the user something and is answered with a single OK', async () => {
    const onConfirm = vi.fn();
    render(
      <ReminderDialog
        trigger={<Button>Return</Button>}
        message="Please click the save button."
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(screen.getByRole('alertdialog', { name: 'Reminder' })).toHaveAccessibleDescription(
      'Please click the save button.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('can offer Cancel as well', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ReminderDialog
        open
        showCancel
        message="Please click the save button."
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on Esc', async () => {
    const onOpenChange = vi.fn();
    render(<ReminderDialog open onOpenChange={onOpenChange} message="copy success" />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes its texts by props', () => {
    render(<ReminderDialog open title="提示" message="请点击保存按钮。" confirmText="确定" />);
    expect(screen.getByRole('alertdialog', { name: '提示' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });
});
