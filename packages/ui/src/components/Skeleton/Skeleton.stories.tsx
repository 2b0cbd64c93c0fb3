import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { SKELETON_VARIANTS, Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: SKELETON_VARIANTS } },
  args: { variant: 'text', lines: 3, width: 320 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-variant="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Rect: Story = { args: { variant: 'rect', width: 320, height: 180 } };

export const Circle: Story = { args: { variant: 'circle', size: 48 } };

/** A card list while it loads: avatar, two lines of text, a picture. */
export const CardPlaceholder: Story = {
  render: () => (
    <Box background="surface" padding="lg" borderRadius="md" boxShadow="sm" style={{ width: 420 }}>
      <Stack space="lg">
        <Inline space="md" wrap={false}>
          <Skeleton variant="circle" size={40} />
          <Skeleton variant="text" lines={2} width={240} />
        </Inline>
        <Skeleton variant="rect" height={120} />
        <Skeleton variant="text" lines={4} />
      </Stack>
    </Box>
  ),
};
