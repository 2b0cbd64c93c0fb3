import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { DateInput } from './DateInput';

// A fixed "today" keeps the calendar screenshots identical from day to day.
const TODAY = '11/21/2026';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: { 'aria-label': 'Closing date', today: TODAY, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Closing date' });
    await userEvent.type(input, '2/3/2027');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('02/03/2027');
    await userEvent.tab();
    await expect(input).toHaveValue('02/03/2027');
  },
};

/** Left holding a day that does not exist: the text stays, and the field says why. */
export const NotADate: Story = {
  args: { onValidityChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Closing date' });
    await userEvent.type(input, '02/30/2026');
    await userEvent.tab();
    await expect(input).toHaveValue('02/30/2026');
    await expect(canvas.getByText('Not a date: February has no 30th.')).toBeVisible();
    await expect(args.onValidityChange).toHaveBeenLastCalledWith(
      'Not a date: February has no 30th.',
    );
  },
};

/** The calendar open on the chosen day's month; today is outlined. */
export const CalendarOpen: Story = {
  args: { defaultValue: '11/09/2026' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    await expect(await screen.findByRole('table', { name: 'November 2026' })).toBeVisible();
  },
};

export const KeyboardPick: Story = {
  args: { defaultValue: '11/30/2026' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open calendar' }));
    (await screen.findByRole('button', { name: 'Monday, November 30, 2026' })).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12/08/2026');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <DateInput aria-label="Empty" today={TODAY} />
      <DateInput aria-label="Partial" today={TODAY} defaultValue="1225" />
      <DateInput aria-label="Given as ISO" today={TODAY} defaultValue="2027-02-03" />
      <DateInput aria-label="Filled" today={TODAY} defaultValue="12/25/2026" />
      <FormField label="Invalid" error="Illegal input">
        <DateInput today={TODAY} defaultValue="02/30/2026" />
      </FormField>
      <DateInput aria-label="Read only" today={TODAY} defaultValue="01/02/2026" readOnly />
      <DateInput aria-label="Disabled" today={TODAY} defaultValue="01/02/2026" disabled />
    </Stack>
  ),
};
