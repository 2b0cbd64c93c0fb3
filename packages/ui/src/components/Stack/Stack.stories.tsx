import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { STACK_ALIGNS, Stack } from './Stack';

const item = (label: string) => (
  <Box padding="sm" background="surface" borderRadius="sm" boxShadow="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: { align: { control: 'inline-radio', options: STACK_ALIGNS } },
  args: { space: 'md', align: 'stretch', children: [item('One'), item('Two'), item('Three')] },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Alignments: Story = {
  render: () => (
    <Box display="flex" gap="xl">
      {STACK_ALIGNS.map((align) => (
        <Stack key={align} align={align} space="sm" width="full">
          {item(align)}
          {item('a longer item')}
        </Stack>
      ))}
    </Box>
  ),
};
