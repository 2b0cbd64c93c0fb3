import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { SPINNER_SIZES, Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
  args: { size: 'md', label: 'Loading', showLabel: false },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const AllSizes: Story = {
  render: () => (
    <Inline space="xl">
      {SPINNER_SIZES.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
      <Spinner showLabel label="Loading case list" />
      <Spinner showLabel size="sm" label="正在加载" />
    </Inline>
  ),
};
