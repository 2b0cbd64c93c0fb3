import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { ChangeTimeline, type ChangeTimelineEntry } from './ChangeTimeline';

const ENTRIES: ChangeTimelineEntry[] = [
  {
    key: 3,
    who: 'Ada Admin',
    when: '12/01/2026 6:30 PM',
    dateTime: '2026-12-02T02:30:00.000Z',
    title: 'Changed',
    fields: [
      { label: 'Phone', before: '(415) 555-1003', after: '(415) 555-0188' },
      { label: 'Address', before: '', after: '2381 West Valley Boulevard, Unit 204B, Alhambra' },
    ],
  },
  {
    key: 2,
    who: 'Grace Liu',
    when: '11/30/2026 9:12 AM',
    dateTime: '2026-11-30T17:12:00.000Z',
    title: 'Changed',
    fields: [{ label: 'Price', before: '••••', after: '••••' }],
  },
  {
    key: 1,
    who: 'System',
    when: '11/28/2026 8:00 AM',
    dateTime: '2026-11-28T16:00:00.000Z',
    title: 'Created',
    fields: [],
  },
];

const meta = {
  title: 'Display/ChangeTimeline',
  component: ChangeTimeline,
  args: { entries: ENTRIES, 'aria-label': 'History' },
} satisfies Meta<typeof ChangeTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('(415) 555-0188')).toBeVisible();
  },
};

export const Empty: Story = { args: { entries: [], emptyText: 'No changes yet.' } };

export const InACard: Story = {
  render: (args) => (
    <Card title="History" style={{ maxWidth: 420 }}>
      <ChangeTimeline {...args} />
    </Card>
  ),
};

export const Chinese: Story = {
  args: {
    labels: { before: '从', after: '改为' },
    entries: [
      {
        key: 1,
        who: '管理员',
        when: '2026/12/01 18:30',
        title: '修改',
        fields: [{ label: '电话', before: '(415) 555-1003', after: '(415) 555-0188' }],
      },
    ],
  },
};
