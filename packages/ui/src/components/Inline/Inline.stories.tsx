import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { INLINE_ALIGNS, Inline } from './Inline';

const chip = (label: string) => (
  <Box key={label} px="md" py="xs" background="surface" borderRadius="full" boxShadow="sm">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  argTypes: { align: { control: 'inline-radio', options: INLINE_ALIGNS } },
  args: { space: 'sm', align: 'start', children: ['Purchase', 'Listing', 'Mortgage'].map(chip) },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AlignmentsAndWrapping: Story = {
  render: () => (
    <Stack space="lg">
      {INLINE_ALIGNS.map((align) => (
        <Inline key={align} align={align} background="sunken" padding="sm">
          {[align, 'two', 'three'].map(chip)}
        </Inline>
      ))}
      <Box style={{ width: 260 }}>
        <Inline>
          {['Purchase', 'Listing', 'Mortgage', 'Property management', 'Referral'].map(chip)}
        </Inline>
      </Box>
    </Stack>
  ),
};
