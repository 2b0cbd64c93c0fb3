import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { HEADING_LEVELS, Heading } from './Heading';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  argTypes: { level: { control: 'inline-radio', options: HEADING_LEVELS } },
  args: { level: 2, children: 'Transaction cases' },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: () => (
    <Stack space="md">
      {HEADING_LEVELS.map((level) => (
        <Heading key={level} level={level}>
          Level {level} heading — 课程大厅
        </Heading>
      ))}
    </Stack>
  ),
};
