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
      <PhoneInput aria-label="With country code" defaultValue="+1 415 555 1234" />
      <PhoneInput aria-label="Cannot format" defaultValue="+44 20 7946 0958" />
      <PhoneInput aria-label="Disabled" disabled defaultValue="4155551234" />
    </Stack>
  ),
};

/** Leaving the field with fewer than 10 digits marks it invalid and says why under it. */
export const TooShort: Story = {
  render: () => (
    <FormField label="Phone">
      <PhoneInput defaultValue="415555" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Phone' }));
    await userEvent.tab();
    await expect(
      canvas.getByText('A phone number needs 10 digits, area code first.'),
    ).toBeVisible();
  },
};
