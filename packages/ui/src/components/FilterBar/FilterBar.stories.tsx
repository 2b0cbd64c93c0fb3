import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateInput } from '../DateInput/DateInput';
import { FormField } from '../FormField/FormField';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { FilterBar } from './FilterBar';

const types = [
  { value: '1', label: 'Purchase' },
  { value: '3', label: 'Listing' },
  { value: '4', label: 'Mortgage' },
];

const fields = [
  <FormField key="name" label="Agent name">
    <TextField placeholder="Name or e-mail" />
  </FormField>,
  <FormField key="case" label="Case number">
    <TextField placeholder="C-0000" />
  </FormField>,
  <FormField key="type" label="Transaction type">
    <Select options={types} placeholder="All types" />
  </FormField>,
  <FormField key="from" label="Created after">
    <DateInput today="11/21/2026" />
  </FormField>,
];

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  args: { children: fields, onSearch: fn(), onReset: fn() },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Case number' }), 'C-1024{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** On a narrow screen the fields wrap and the buttons go to their own line. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

export const OneField: Story = { args: { children: fields[0] } };

/** Results loading: Search says it is busy, and a newer search still applies. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(search);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  args: {
    error: 'The start date is after the end date, so nothing can match. Change one of them.',
  },
};
