import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CreateCaseDialog } from './CreateCaseDialog';

const meta = {
  title: 'Overlays/CreateCaseDialog',
  component: CreateCaseDialog,
  args: {
    options: [
      { value: 1, label: 'Purchase' },
      { value: 3, label: 'Listing' },
      { value: 4, label: 'Mortgage' },
      { value: 5, label: 'Property management' },
      { value: 6, label: 'Referral' },
    ],
    trigger: <Button variant="primary">Create new</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CreateCaseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openIt = async (canvasElement: HTMLElement, name = 'Create new') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return screen.findByRole('dialog');
};

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

export const TypeChosen: Story = {
  play: async ({ canvasElement }) => {
    await openIt(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Property management' }));
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

export const ConfirmReportsType: Story = {
  play: async ({ args, canvasElement }) => {
    await openIt(canvasElement);
    await userEvent.click(screen.getByRole('radio', { name: 'Referral' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(6);
  },
};
