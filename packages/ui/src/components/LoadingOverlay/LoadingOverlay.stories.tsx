import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, text: 'Loading' },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const Page = () => (
  <Stack space="md">
    <Text>Transactions · Case list</Text>
    <Button>Create new</Button>
  </Stack>
);

export const Open: Story = {
  render: (args) => (
    <>
      <Page />
      <LoadingOverlay {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const overlay = screen.getByRole('status');
    await expect(overlay).toHaveTextContent('Loading');
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    // Whatever is under the pointer is the overlay, so the page's buttons cannot be clicked.
    const button = within(canvasElement).getByRole('button', { name: 'Create new' });
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(overlay.contains(hit)).toBe(true);
  },
};

export const ChineseText: Story = {
  args: { text: '加载中' },
  render: Open.render,
};

/** The role switch: the overlay shows while the call runs and closes 400 ms after it returns. */
export const RoleSwitch: Story = {
  args: { open: false },
  render: function RoleSwitch(args) {
    const [open, setOpen] = useState(args.open);
    const switchRole = () => {
      setOpen(true);
      setTimeout(() => setOpen(false), 300);
    };
    return (
      <>
        <Button variant="primary" onClick={switchRole}>
          Switch to Coach - Mentor
        </Button>
        <LoadingOverlay {...args} open={open} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Switch to/ }));
    await expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};
