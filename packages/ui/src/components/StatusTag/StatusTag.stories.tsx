import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { STATUS_TAG_TONES, StatusTag, type StatusTagTone } from './StatusTag';

const meta = {
  title: 'Display/StatusTag',
  component: StatusTag,
  argTypes: { tone: { control: 'inline-radio', options: STATUS_TAG_TONES } },
  args: { children: 'In review', tone: 'info', dot: false },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In review')).toHaveAttribute('data-tone', 'info');
  },
};

// How the portal is expected to map case statuses to tones.
const CASE_STATUSES: [string, StatusTagTone][] = [
  ['Draft', 'neutral'],
  ['Submitted', 'info'],
  ['In review', 'warning'],
  ['Approved', 'success'],
  ['Closed', 'neutral'],
  ['Cancelled', 'danger'],
];

export const CaseStatuses: Story = {
  render: () => (
    <Stack space="lg">
      <Inline space="sm">
        {CASE_STATUSES.map(([status, tone]) => (
          <StatusTag key={status} tone={tone}>
            {status}
          </StatusTag>
        ))}
      </Inline>
      <Inline space="sm">
        {CASE_STATUSES.map(([status, tone]) => (
          <StatusTag key={status} tone={tone} dot>
            {status}
          </StatusTag>
        ))}
      </Inline>
    </Stack>
  ),
};

export const AllTones: Story = {
  render: () => (
    <Inline space="sm">
      {STATUS_TAG_TONES.map((tone) => (
        <StatusTag key={tone} tone={tone}>
          {tone}
        </StatusTag>
      ))}
      <StatusTag tone="warning">Waiting for the broker's second approval</StatusTag>
      <StatusTag tone="success">已批准</StatusTag>
    </Inline>
  ),
};
