import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuIcon, Trash2Icon, XIcon } from 'lucide-react';
import { fn } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  args: { label: 'Collapse sidebar', icon: <MenuIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      {BUTTON_VARIANTS.map((variant) => (
        <Inline key={variant} space="md">
          {BUTTON_SIZES.map((size) => (
            <IconButton key={size} variant={variant} size={size} label="Close" icon={<XIcon />} />
          ))}
          <IconButton variant={variant} label="Delete" icon={<Trash2Icon />} disabled />
          <IconButton variant={variant} label="Saving" icon={<Trash2Icon />} loading />
        </Inline>
      ))}
    </Stack>
  ),
};
