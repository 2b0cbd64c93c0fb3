import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField/FormField';
import { Stack } from '../Stack/Stack';
import { searchDirectory } from './directory';
import { PersonPicker, type PersonPickerProps } from './PersonPicker';

/** The picker with its search, as a page wires it to a server call. */
function Searching(props: Partial<PersonPickerProps> & { initial?: string; label?: string }) {
  const { initial = '', label = 'Coach', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  const [query, setQuery] = useState('');
  return (
    <FormField label={label}>
      <PersonPicker
        placeholder="Choose a person"
        {...rest}
        value={value}
        people={searchDirectory(query, value)}
        onQueryChange={setQuery}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: 'Forms/PersonPicker',
  component: Searching,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof Searching>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Chosen: Story = { args: { initial: '15', clearable: true } };

/** Open: each person with what tells them apart, the chosen one marked. */
export const Open: Story = {
  args: { initial: '15', defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('option', { name: /Max Multirole/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Found by part of the e-mail, which the list shows beside role and branch. */
export const SearchAndChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Coach' });
    await userEvent.click(trigger);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search people' }), 'mentor@');
    await expect(screen.getByRole('option', { name: /Mei Mentor/ })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('11');
    await expect(trigger).toHaveTextContent('Mei Mentor · Agent · Bay Area');
  },
};

export const NobodyFound: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Coach' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search people' }), 'zzz');
    await expect(screen.getByRole('status')).toHaveTextContent('Nobody found');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="md">
      <Searching label="Empty" />
      <Searching label="Chosen, clearable" initial="11" clearable />
      <Searching label="Invalid" invalid />
      <Searching label="Disabled" initial="13" disabled />
    </Stack>
  ),
};
