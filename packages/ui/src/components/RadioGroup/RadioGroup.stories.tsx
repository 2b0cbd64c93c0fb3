import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { RADIO_ORIENTATIONS, RadioGroup } from './RadioGroup';

const options = [
  { value: '1', label: 'Purchase' },
  { value: '3', label: 'Listing' },
  { value: '4', label: 'Mortgage' },
  { value: '5', label: 'Property management' },
  { value: '6', label: 'Referral', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  argTypes: { orientation: { control: 'inline-radio', options: RADIO_ORIENTATIONS } },
  args: { 'aria-label': 'Transaction type', options, orientation: 'vertical', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Mortgage' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('4');
  },
};

/** Arrow keys move the choice (Radix roving focus), skipping the disabled option. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: '3' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Listing' }).focus();
    // Held down as a person would: Radix moves focus a tick later and checks while the key is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Mortgage' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onValueChange).toHaveBeenCalledWith('4');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="lg">
      <FormField label="Nothing chosen">
        <RadioGroup options={options.slice(0, 3)} orientation="horizontal" />
      </FormField>
      <FormField label="Chosen" required>
        <RadioGroup options={options.slice(0, 3)} orientation="horizontal" defaultValue="1" />
      </FormField>
      <FormField label="Disabled group">
        <RadioGroup
          options={options.slice(0, 3)}
          orientation="horizontal"
          defaultValue="3"
          disabled
        />
      </FormField>
    </Stack>
  ),
};
