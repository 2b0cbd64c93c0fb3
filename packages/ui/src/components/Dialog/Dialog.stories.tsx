import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DIALOG_WIDTHS, Dialog, DialogClose } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  argTypes: { width: { control: 'inline-radio', options: DIALOG_WIDTHS } },
  args: {
    title: 'Notice',
    description: 'The case has been saved as a draft.',
    width: 'sm',
    onOpenChange: fn(),
    trigger: <Button variant="primary">Open dialog</Button>,
    footer: (
      <DialogClose asChild>
        <Button variant="primary">OK</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeVisible();
  },
};

export const WideWithLongText: Story = {
  args: {
    width: 'md',
    title: 'A very long title that has to wrap onto a second line inside the dialog header',
    description:
      'you need to join at least one board upfront to do this type of business. or you can only do referral case or help buyer buy new construction property.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

export const ClosesOnEsc: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

const CLAUSES = Array.from(
  { length: 40 },
  (_, i) => `Clause ${i + 1}: the coach shadows two showings a month and reviews each offer.`,
);

/** A body taller than the screen with nothing to focus in it: the body itself takes the focus. */
export const ScrollingBody: Story = {
  args: {
    title: 'Terms of the coach agreement',
    description: undefined,
    children: CLAUSES.map((clause) => <p key={clause}>{clause}</p>),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of the coach agreement' });
    const body = within(dialog).getByText(/^Clause 1:/).parentElement as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    // The dialog opens on its close button; the body is the next stop, before the footer.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};
