import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger as a modal named by its title and described by its message', async () => {
    render(<Dialog trigger={<Button>Open</Button>} title="Notice" description="Saved as draft." />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Saved as draft.');
  });

  it('closes on Esc and gives focus back to the trigger', async () => {
    render(<Dialog trigger={<Button>Open</Button>} title="Notice" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes from the corner button and from footer buttons wrapped in DialogClose', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="Notice"
        footer={
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenNthCalledWith(1, false);
    expect(onOpenChange).toHaveBeenNthCalledWith(2, false);
  });

  it('ignores Esc while not dismissible', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog open onOpenChange={onOpenChange} title="Saving" dismissible={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('can be an alert dialog without a close button', () => {
    render(<Dialog open title="Delete?" role="alertdialog" closeLabel={null} />);
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
