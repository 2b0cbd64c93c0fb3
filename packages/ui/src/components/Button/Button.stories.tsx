import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  args: { children: 'Create new', variant: 'primary', size: 'md', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create new' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="lg">
      {BUTTON_VARIANTS.map((variant) => (
        <Inline key={variant} space="md">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            Disabled
          </Button>
          <Button variant={variant} loading>
            Saving
          </Button>
        </Inline>
      ))}
      <Button variant="primary" fullWidth>
        Full width
      </Button>
    </Stack>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Submitting' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submitting' }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Busy, yet a click still counts: a Search whose newer filters replace the ones loading. */
export const Busy: Story = {
  args: { busy: true, children: 'Search' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
