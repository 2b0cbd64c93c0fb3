import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { type BulkResultItem, BulkResults } from './BulkResults';

const done = (n: number): BulkResultItem[] =>
  Array.from({ length: n }, (_, i) => ({
    key: i + 1,
    label: `BQ-2026-${String(120 + i).padStart(6, '0')}`,
    ok: true,
  }));
const refused: BulkResultItem[] = [
  {
    key: 'r1',
    label: 'BQ-2026-000201',
    ok: false,
    message: 'A case cannot move from draft to approved',
  },
  {
    key: 'r2',
    label: 'BQ-2026-000207',
    ok: false,
    message: 'You are a party to this case: someone else must decide it',
  },
];
const onRetry = fn();

const meta = {
  title: 'Data/BulkResults',
  component: BulkResults,
  args: {
    title: 'Approve',
    doneText: 'Approved',
    items: [...refused, ...done(48)],
    onRetry,
    onDismiss: fn(),
    style: { maxWidth: 720 },
  },
} satisfies Meta<typeof BulkResults>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Some refused: their reasons first, the rows done folded under one line. */
export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('48 done, 2 refused');
    const list = canvas.getByRole('list', { name: 'Refused' });
    await expect(list).toHaveTextContent('A case cannot move from draft to approved');
    await userEvent.click(canvas.getByRole('button', { name: 'Try the 2 refused again' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AllDone: Story = { args: { items: done(3) } };

export const AllStates: Story = {
  render: (args) => (
    <Stack space="md">
      <BulkResults {...args} items={done(3)} />
      <BulkResults {...args} items={[...refused, ...done(4)]} />
      <BulkResults {...args} items={refused} retrying />
    </Stack>
  ),
};
