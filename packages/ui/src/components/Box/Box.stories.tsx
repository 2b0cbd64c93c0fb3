import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', background: 'surface', borderRadius: 'md', boxShadow: 'sm' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { children: 'A box with token-based padding and a shadow' } };

export const Spacing: Story = {
  render: () => (
    <Box display="flex" gap="md" alignItems="flex-end">
      {(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const).map((size) => (
        <Box key={size} padding={size} background="brand" color="inverse" borderRadius="sm">
          {size}
        </Box>
      ))}
    </Box>
  ),
};
