import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { SearchSelect } from './SearchSelect';

const FIRST = ['Ann', 'Bob', 'Carla', 'Dan', 'Eve', 'Frank', 'Grace', 'Hui', 'Ivan', 'Jia'];
const LAST = ['Lee', 'Chen', 'Garcia', 'Kleeman', 'Wang', 'Smith'];
// A fixed, long list (60 agents), as the case pages pass.
const agents = LAST.flatMap((last, i) =>
  FIRST.map((first, j) => ({
    value: `agent-${i * FIRST.length + j + 1}`,
    label: `${first} ${last}`,
    disabled: (i * FIRST.length + j) % 17 === 5,
  })),
);

const meta = {
  title: 'Forms/SearchSelect',
  component: SearchSelect,
  args: {
    'aria-label': 'Agent',
    options: agents,
    placeholder: 'Choose an agent',
    searchPlaceholder: 'Search agents',
    noResultsText: 'No results',
    onValueChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SearchSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultValue: 'agent-2' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Agent' }));
    await expect(await screen.findByRole('listbox')).toBeVisible();
  },
};

/** Type to filter, move with the arrows, choose with Enter. */
export const FilterAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Agent' });
    await userEvent.click(trigger);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), 'lee');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('agent-2');
    await expect(trigger).toHaveTextContent('Bob Lee');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Agent' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), 'zzz');
    await expect(screen.getByRole('status')).toHaveTextContent('No results');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <SearchSelect aria-label="Empty" options={agents} placeholder="Choose an agent" />
      <SearchSelect aria-label="Chosen" options={agents} defaultValue="agent-12" />
      <SearchSelect aria-label="Invalid" options={agents} placeholder="Choose an agent" invalid />
      <SearchSelect aria-label="Disabled" options={agents} defaultValue="agent-3" disabled />
    </Stack>
  ),
};
