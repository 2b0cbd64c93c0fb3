import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Forms/PhoneInput',
  component: PhoneInput,
  args: { 'aria-label': 'Phone' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '4155551234');
    await expect(input).toHaveValue('(415) 555-1234');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <PhoneInput aria-label="Empty" />
      <PhoneInput aria-label="Partial" defaultValue="4155" />
      <PhoneInput aria-label="Complete" defaultValue="4155551234" />
      <PhoneInput aria-label="With extension" defaultValue="415555123489" />
      <PhoneInput aria-label="Disabled" disabled defaultValue="4155551234" />
    </Stack>
  ),
};

/** Leaving the field with fewer than 10 digits marks it invalid; FormField shows the text. */
export const TooShort: Story = {
  render: () => (
    <FormField label="Phone" error="Phone needs at least 10 digits">
      <PhoneInput defaultValue="415555" />
    </FormField>
  ),
};
