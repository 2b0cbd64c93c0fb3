import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { FIELD_SIZES } from '../TextField/TextField';
import { Select } from './Select';

const types = [
  { value: '1', label: 'Purchase' },
  { value: '3', label: 'Listing' },
  { value: '4', label: 'Mortgage' },
  { value: '5', label: 'Property management' },
  { value: '6', label: 'Referral', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  argTypes: { size: { control: 'inline-radio', options: FIELD_SIZES } },
  args: {
    'aria-label': 'Transaction type',
    options: types,
    placeholder: 'Choose a type',
    size: 'md',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

/** Open, with the chosen option checked and a disabled one greyed. */
export const Open: Story = {
  args: { defaultValue: '3' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('combobox', { name: 'Transaction type' }),
    );
    await expect(await screen.findByRole('option', { name: 'Listing' })).toHaveAttribute(
      'data-state',
      'checked',
    );
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Transaction type' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('3');
    await expect(trigger).toHaveTextContent('Listing');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      {FIELD_SIZES.map((size) => (
        <Select
          key={size}
          size={size}
          aria-label={`Size ${size}`}
          options={types}
          placeholder={`Size ${size}`}
        />
      ))}
      <Select aria-label="Chosen" options={types} defaultValue="5" />
      <Select
        aria-label="Long"
        options={[
          { value: 'x', label: 'A very long option label that does not fit the trigger width' },
        ]}
        defaultValue="x"
      />
      <FormField label="Invalid" error="Please choose a type" required>
        <Select options={types} placeholder="Choose a type" />
      </FormField>
      <Select aria-label="Disabled" options={types} defaultValue="1" disabled />
    </Stack>
  ),
};
