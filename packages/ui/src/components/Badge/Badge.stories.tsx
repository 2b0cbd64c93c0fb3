import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellIcon, MailIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { BADGE_TONES, Badge } from './Badge';

const COUNTS = [0, 5, 99, 100, 150] as const;

const meta = {
  title: 'Display/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'inline-radio', options: BADGE_TONES },
    count: { control: 'number' },
  },
  args: { count: 5, max: 99, tone: 'danger', label: '5 unread messages' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnAnIcon: Story = {
  args: {
    count: 12,
    label: '12 unread messages',
    children: <IconButton label="Unread messages" icon={<MailIcon />} />,
  },
};

export const AllCounts: Story = {
  render: () => (
    <Stack space="lg">
      {COUNTS.map((count) => (
        <Inline key={count} space="xl">
          <Text tone="muted" style={{ width: 80 }}>
            count {count}
          </Text>
          <Badge count={count} label={`${count} unread messages`}>
            <IconButton label="Unread messages" icon={<MailIcon />} />
          </Badge>
          <Badge count={count} />
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} count={count} tone={tone}>
              <IconButton label={`Pending approvals (${tone})`} icon={<BellIcon />} />
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('99+').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('100')).not.toBeInTheDocument();
  },
};
