import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  CommandPalette,
  type CommandPaletteGroup,
  type CommandPaletteProps,
} from './CommandPalette';
import { CommandPaletteTrigger } from './CommandPaletteTrigger';

const GROUPS: CommandPaletteGroup[] = [
  {
    id: 'case',
    heading: 'Cases',
    items: [
      {
        id: '1',
        title: 'BQ-2026-000001',
        details: ['1452 Lincoln Ave, San Jose, CA 95125', 'Draft', 'Wei Chen'],
        badge: 'Exact match',
      },
      {
        id: '4',
        title: 'BQ-2026-000004',
        details: ['1452 Lincoln Ave, San Jose, CA 95125', 'Approved'],
      },
    ],
  },
  {
    id: 'person',
    heading: 'People',
    items: [{ id: '7', title: 'Lina Lincoln', details: ['lina@bq.example.com', 'Agent'] }],
  },
  {
    id: 'page',
    heading: 'Pages',
    items: [{ id: 'caselist', title: 'Case list', details: ['Transaction'] }],
  },
];

const LABELS = {
  title: 'Search',
  placeholder: 'Search cases, people, orders, pages…',
  empty: 'Nothing found',
  loading: 'Searching…',
};

/** The palette with its query kept in the story, as an owner keeps it. */
function Palette(props: CommandPaletteProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <CommandPalette
      {...props}
      query={query}
      onQueryChange={(q) => {
        setQuery(q);
        props.onQueryChange(q);
      }}
    />
  );
}

const meta = {
  title: 'Overlays/CommandPalette',
  component: CommandPalette,
  render: (args) => <Palette {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    query: 'linc',
    onQueryChange: fn(),
    onSelect: fn(),
    groups: GROUPS,
    loading: false,
    labels: LABELS,
  },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};

/** The header's search box that opens the palette. */
export const Trigger: Story = {
  args: { open: false },
  render: (args) => (
    <div style={{ width: 320 }}>
      <CommandPaletteTrigger
        label="Search…"
        shortcut="Ctrl K"
        onClick={() => args.onOpenChange(true)}
      />
    </div>
  ),
};

export const Loading: Story = { args: { groups: [], loading: true } };

export const Empty: Story = { args: { groups: [], query: 'zzzz' } };

export const KeyboardSelect: Story = {
  play: async ({ args }) => {
    const input = await screen.findByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ id: '4' }),
        expect.objectContaining({ id: 'case' }),
      ),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
