import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { MultiSelect } from './MultiSelect';

const boards = [
  { value: 'b1', label: 'Bay Area Board' },
  { value: 'b2', label: 'Silicon Valley Board' },
  { value: 'b3', label: 'San Francisco Board' },
  { value: 'b4', label: 'Oakland Board', disabled: true },
  { value: 'b5', label: 'Contra Costa Board' },
  { value: 'b6', label: 'Marin County Board' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: {
    'aria-label': 'Boards',
    options: boards,
    placeholder: 'Choose boards',
    max: 0,
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { defaultValue: ['b1', 'b3', 'b5'] } };

export const Open: Story = {
  args: { defaultValue: ['b2'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Boards' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

/** With a maximum of 2, a third choice is refused with the validators' message. */
export const MaximumReached: Story = {
  args: { max: 2, defaultValue: ['b1', 'b2'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Boards' }));
    await userEvent.click(await screen.findByRole('option', { name: 'San Francisco Board' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can select at most 2 items');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('combobox', { name: 'Boards' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), 'board');
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['b1', 'b2']);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <MultiSelect aria-label="Empty" options={boards} placeholder="Choose boards" />
      <MultiSelect
        aria-label="Many"
        options={boards}
        defaultValue={['b1', 'b2', 'b3', 'b5', 'b6']}
      />
      <MultiSelect aria-label="Counted" options={boards} max={3} defaultValue={['b1']} />
      <FormField label="Invalid" error="Choose at least one board" required>
        <MultiSelect options={boards} placeholder="Choose boards" />
      </FormField>
      <MultiSelect aria-label="Disabled" options={boards} defaultValue={['b1', 'b2']} disabled />
    </Stack>
  ),
};
