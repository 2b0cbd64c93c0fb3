import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { Textarea } from '../Textarea/Textarea';
import { CONFIRM_VARIANTS, ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  argTypes: { variant: { control: 'inline-radio', options: CONFIRM_VARIANTS } },
  args: {
    variant: 'default',
    message: 'Cancel transaction creation?',
    trigger: <Button>Return</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openIt = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('alertdialog');
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await openIt(canvasElement, 'Return')).toHaveAccessibleDescription(
      'Cancel transaction creation?',
    );
  },
};

/** A question whose answer needs a little more, here a comment for the case history. */
export const WithField: Story = {
  args: {
    title: 'Send back',
    message: 'The agent sees your comment in the case history.',
    confirmText: 'Send back',
    trigger: <Button>Send back</Button>,
    children: (
      <FormField label="Comment">
        <Textarea rows={3} />
      </FormField>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openIt(canvasElement, 'Send back');
    await expect(dialog).toHaveAccessibleDescription(
      'The agent sees your comment in the case history.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Comment' }),
      'Missing disclosure',
    );
  },
};

export const DeleteDefault: Story = {
  args: {
    variant: 'delete',
    message: undefined,
    trigger: <Button variant="danger">Delete</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await openIt(canvasElement, 'Delete');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this Region?',
    );
  },
};

export const ConfirmingAsync: Story = {
  args: { onConfirm: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    await openIt(canvasElement, 'Return');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ConfirmCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await openIt(canvasElement, 'Return');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelWithEsc: Story = {
  play: async ({ args, canvasElement }) => {
    await openIt(canvasElement, 'Return');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
