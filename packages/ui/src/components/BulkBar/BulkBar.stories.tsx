import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { BulkBar, BulkBarAction } from './BulkBar';

const onApprove = fn();
const onClear = fn();

const meta = {
  title: 'Data/BulkBar',
  component: BulkBar,
  args: {
    label: 'Selected cases',
    count: 3,
    countText: (n: number) => `${n} cases selected`,
    onClear,
    children: (
      <>
        <BulkBarAction variant="primary" onClick={onApprove}>
          Approve
        </BulkBarAction>
        <BulkBarAction>Start review</BulkBarAction>
        <BulkBarAction variant="danger">Cancel cases</BulkBarAction>
      </>
    ),
    style: { maxWidth: 720 },
  },
} satisfies Meta<typeof BulkBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows selected: the count, the actions and a way to clear. The arrow keys move along the bar. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Selected cases' });
    await expect(bar).toHaveTextContent('3 cases selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    await expect(onApprove).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(bar).getByRole('button', { name: 'Start review' })).toHaveFocus();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

/** Nothing selected: the bar stays (the list does not jump) and says what it is for. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Selected cases' });
    await expect(bar).toHaveTextContent('Select rows to act on several at once');
    await expect(within(bar).getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expect(within(bar).queryByRole('button', { name: 'Clear selection' })).toBeNull();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="md">
      <BulkBar {...args} count={0} />
      <BulkBar {...args} count={12} />
      <BulkBar {...args} count={12} busy />
    </Stack>
  ),
};
