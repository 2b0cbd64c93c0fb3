import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { ReturnButton } from './ReturnButton';

const meta = {
  title: 'Actions/ReturnButton',
  component: ReturnButton,
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  args: { label: 'Return', onClick: fn() },
} satisfies Meta<typeof ReturnButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Return' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Return' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  args: { href: '#/transaction/caselist', label: 'Back to case list' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to case list' }),
    ).toHaveAttribute('href', '#/transaction/caselist');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <Inline space="sm">
        {BUTTON_VARIANTS.map((variant) => (
          <ReturnButton key={variant} variant={variant} />
        ))}
      </Inline>
      <Inline space="sm">
        {BUTTON_SIZES.map((size) => (
          <ReturnButton key={size} size={size} label={`Return (${size})`} />
        ))}
        <ReturnButton label="返回" />
        <ReturnButton disabled />
        <ReturnButton loading label="Saving" />
      </Inline>
    </Stack>
  ),
};
