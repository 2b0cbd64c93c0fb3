import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with OK and Cancel by default', () => {
    render(<ConfirmDialog open message="Cancel transaction creation?" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm' });
    expect(dialog).toHaveAccessibleDescription('Cancel transaction creation?');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('uses the spec delete text for the delete variant', () => {
    render(<ConfirmDialog open variant="delete" />);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Are you sure you want to delete this Region?',
    );
  });

  it('reports OK and closes', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog trigger={<Button>Delete</Button>} variant="delete" onConfirm={onConfirm} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on Cancel and on Esc without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog trigger={<Button>Ask</Button>} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and busy while an async confirm runs, then closes', async () => {
    let finish = () => {};
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={() =>
          new Promise<void>((resolve) => {
            finish = resolve;
          })
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open when the async confirm fails', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={() => Promise.reject(new Error('Network Error'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'OK' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a field under the question without making it part of the question', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Send back"
        message="The agent sees your comment."
        onConfirm={onConfirm}
      >
        <label>
          Comment
          <textarea />
        </label>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Send back' });
    expect(dialog).toHaveAccessibleDescription('The agent sees your comment.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Missing disclosure');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Missing disclosure');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes all its texts by props', () => {
    render(
      <ConfirmDialog
        open
        title="确认"
        message="确定删除吗？"
        confirmText="确定"
        cancelText="取消"
      />,
    );
    expect(screen.getByRole('alertdialog', { name: '确认' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});
