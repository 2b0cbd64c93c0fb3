import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { FilterTabs, type FilterTabsProps } from './FilterTabs';

const CASES = [
  { no: 'C-1001', status: 'draft' },
  { no: 'C-1002', status: 'open' },
  { no: 'C-1003', status: 'open' },
  { no: 'C-1004', status: 'closed' },
];

const TABS = [
  { value: 'all', label: 'All', count: 4 },
  { value: 'draft', label: 'Draft', count: 1 },
  { value: 'open', label: 'Open', count: 2 },
  { value: 'closed', label: 'Closed', count: 1 },
  { value: 'archived', label: 'Archived', disabled: true },
];

/** The tab is state the story keeps, as a page keeps it in its address; the list is its view. */
function CaseList(props: FilterTabsProps) {
  const [tab, setTab] = useState(props.value);
  const rows = CASES.filter((row) => tab === 'all' || row.status === tab);
  return (
    <FilterTabs
      {...props}
      value={tab}
      onValueChange={(next) => {
        setTab(next);
        props.onValueChange(next);
      }}
    >
      <ul aria-label="Cases">
        {rows.map((row) => (
          <li key={row.no}>{row.no}</li>
        ))}
      </ul>
      <Text tone="muted">{`${rows.length} of ${CASES.length} cases`}</Text>
    </FilterTabs>
  );
}

const meta = {
  title: 'Navigation/FilterTabs',
  component: FilterTabs,
  args: { label: 'Case status', tabs: TABS, value: 'all', onValueChange: fn(), children: null },
  render: (args) => <CaseList {...args} />,
} satisfies Meta<typeof FilterTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'All (4)' });
    await expect(panel).toContainElement(canvas.getByRole('list', { name: 'Cases' }));
  },
};

export const ChooseWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Open (2)' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('open');
    await expect(canvas.getByRole('tabpanel', { name: 'Open (2)' })).toHaveTextContent(
      '2 of 4 cases',
    );
  },
};

/** Controls that act on the view sit at the end of the tab row. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="danger" disabled>
        Delete
      </Button>
    ),
  },
};
