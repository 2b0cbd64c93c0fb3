import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS, Text } from './Text';

const meta = {
  title: 'Layout/Text',
  component: Text,
  argTypes: {
    tone: { control: 'select', options: TEXT_TONES },
    size: { control: 'inline-radio', options: TEXT_SIZES },
    weight: { control: 'inline-radio', options: TEXT_WEIGHTS },
  },
  args: { children: 'Close of escrow: 12/15/2026', tone: 'default', size: 'md', weight: 'regular' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <Stack space="sm">
      {TEXT_TONES.map((tone) => (
        <Box key={tone} background={tone === 'inverse' ? 'brand' : 'transparent'} padding="xxs">
          <Text tone={tone}>Tone {tone}</Text>
        </Box>
      ))}
      {TEXT_SIZES.map((size) => (
        <Text key={size} size={size}>
          Size {size} — 中文 标题
        </Text>
      ))}
      {TEXT_WEIGHTS.map((weight) => (
        <Text key={weight} weight={weight}>
          Weight {weight}
        </Text>
      ))}
      <Box style={{ width: 220 }}>
        <Text truncate>1234 Very Long Street Name, San Francisco, CA 94110</Text>
      </Box>
    </Stack>
  ),
};
