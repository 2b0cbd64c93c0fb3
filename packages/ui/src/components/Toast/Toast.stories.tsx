import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Toaster } from './Toast';
import { toast } from './toastStore';

// The store is global: every story starts and ends with no toasts.
const meta = {
  title: 'Feedback/Toast',
  component: Toaster,
  args: { duration: 3000, closeLabel: 'Close' },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  render: (args) => (
    <>
      <Toaster {...args} />
      <Inline space="sm">
        <Button variant="primary" onClick={() => toast.success('Saved successfully')}>
          Save
        </Button>
        <Button onClick={() => toast.error('Request failed with status code 500')}>
          Fail a request
        </Button>
        <Button onClick={() => toast.info('copy success')}>Copy</Button>
      </Inline>
    </>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => screen.getByRole('region', { name: /Notifications/ });

/** Success, error and info, stacked in the order they were raised (kept open for the picture). */
export const Types: Story = {
  play: async () => {
    toast.success('Successfully logged out', { duration: Number.POSITIVE_INFINITY });
    toast.error('Network Error', { duration: Number.POSITIVE_INFINITY });
    toast.info('copy success', { duration: Number.POSITIVE_INFINITY });
    await waitFor(() => expect(within(notifications()).getAllByRole('listitem')).toHaveLength(3));
    const texts = within(notifications())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(texts).toEqual(['Successfully logged out', 'Network Error', 'copy success']);
  },
};

export const WithTitleAndLongMessage: Story = {
  play: async () => {
    toast.error(
      'you need to join at least one board upfront to do this type of business. or you can only do referral case or help buyer buy new construction property.',
      { title: 'Cannot create the case', duration: Number.POSITIVE_INFINITY },
    );
    await expect(await screen.findByText('Cannot create the case')).toBeVisible();
  },
};

export const NotClosable: Story = {
  play: async () => {
    toast.info('Counts refresh every 30 seconds', {
      closable: false,
      duration: Number.POSITIVE_INFINITY,
    });
    const item = (await screen.findByText('Counts refresh every 30 seconds')).closest('li');
    await expect(within(item as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** A button raises a toast; it leaves by itself after the default 3000 ms. */
export const ClosesByItself: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Saved successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Saved successfully')).toBeNull(), {
      timeout: 5000,
    });
  },
};

export const ClosedByTheUser: Story = {
  args: { closeLabel: '关闭' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy' }));
    const item = (await screen.findByText('copy success')).closest('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByText('copy success')).toBeNull());
  },
};
