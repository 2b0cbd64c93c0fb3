import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ReminderDialog } from './ReminderDialog';

const meta = {
  title: 'Overlays/ReminderDialog',
  component: ReminderDialog,
  args: {
    message: 'Please click the save button.',
    trigger: <Button>Return</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ReminderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openIt = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Return' }));
  return screen.findByRole('alertdialog');
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await openIt(canvasElement)).toHaveAccessibleDescription(
      'Please click the save button.',
    );
  },
};

export const WithCancel: Story = {
  args: { showCancel: true },
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const LongMessage: Story = {
  args: {
    message:
      'you need to join at least one board upfront to do this type of business. or you can only do referral case or help buyer buy new construction property.',
  },
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
  },
};

export const OkCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await openIt(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
