import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoveIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TREE_SELECTION_MODES, TREE_SIZES, Tree, type TreeNode } from './Tree';

/** Modules under modules, as in the role permission editor. */
const permissions: TreeNode[] = [
  {
    id: 'cases',
    label: 'Cases',
    children: [
      { id: 'cases.view', label: 'View cases' },
      { id: 'cases.edit', label: 'Edit cases' },
      {
        id: 'cases.money',
        label: 'Commission',
        children: [
          { id: 'cases.money.view', label: 'View commission' },
          { id: 'cases.money.approve', label: 'Approve commission' },
        ],
      },
    ],
  },
  {
    id: 'people',
    label: 'People',
    children: [
      { id: 'people.view', label: 'View people' },
      { id: 'people.roles', label: 'Assign roles', disabled: true },
    ],
  },
  { id: 'reports', label: 'Reports', children: [{ id: 'reports.view', label: 'View reports' }] },
  { id: 'settings', label: 'Settings (locked)', disabled: true },
];

const regions: TreeNode[] = [
  {
    id: 'north',
    label: 'North region',
    children: [
      { id: 'north.harbor', label: 'Harbor branch' },
      { id: 'north.hill', label: 'Hillside branch' },
    ],
  },
  { id: 'south', label: 'South region', children: [{ id: 'south.bay', label: 'Bay branch' }] },
];

const meta = {
  title: 'Display/Tree',
  component: Tree,
  argTypes: {
    size: { control: 'inline-radio', options: TREE_SIZES },
    selectionMode: { control: 'inline-radio', options: TREE_SELECTION_MODES },
  },
  args: {
    nodes: permissions,
    'aria-label': 'Permissions',
    checkable: true,
    defaultExpanded: ['cases'],
    defaultChecked: ['cases.view'],
    onCheckedChange: fn(),
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof Tree>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Edit cases'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(['cases.view', 'cases.edit']);
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(['cases.view']);
  },
};

/**
 * Every state: open and closed parents, checked, unchecked and indeterminate boxes, a disabled
 * leaf and a disabled parent, a selected row, and both sizes.
 */
export const AllStates: Story = {
  render: () => (
    <Inline space="xxl" alignItems="flex-start">
      <Stack space="sm">
        <Text tone="muted">checkable, md</Text>
        <Tree
          aria-label="Permissions"
          nodes={permissions}
          checkable
          defaultExpanded={['cases', 'cases.money', 'people']}
          defaultChecked={['cases.view', 'cases.money.view', 'people.view', 'reports.view']}
        />
      </Stack>
      <Stack space="sm">
        <Text tone="muted">single selection, sm</Text>
        <Tree
          aria-label="Regions"
          nodes={regions}
          size="sm"
          selectionMode="single"
          defaultExpanded={['north']}
          defaultSelected="north.hill"
        />
      </Stack>
    </Inline>
  ),
};

/** The region → branch tree: a selectable tree with add, edit, move and delete on every row. */
export const WithActions: Story = {
  args: {
    nodes: regions,
    'aria-label': 'Regions and branches',
    checkable: false,
    selectionMode: 'single',
    defaultExpanded: ['north', 'south'],
    defaultSelected: 'north.harbor',
    onSelectedChange: fn(),
  },
  render: (args) => {
    const onAction = fn();
    return (
      <div style={{ maxWidth: 480 }}>
        <Tree
          {...args}
          renderActions={(node, { depth, tabIndex }) => (
            <>
              {depth === 1 && (
                <IconButton
                  size="sm"
                  tabIndex={tabIndex}
                  label={`Add a branch to ${node.label}`}
                  icon={<PlusIcon />}
                  onClick={() => onAction('add', node.id)}
                />
              )}
              <IconButton
                size="sm"
                tabIndex={tabIndex}
                label={`Edit ${node.label}`}
                icon={<PencilIcon />}
                onClick={() => onAction('edit', node.id)}
              />
              {depth > 1 && (
                <IconButton
                  size="sm"
                  tabIndex={tabIndex}
                  label={`Move ${node.label}`}
                  icon={<MoveIcon />}
                  onClick={() => onAction('move', node.id)}
                />
              )}
              <IconButton
                size="sm"
                tabIndex={tabIndex}
                label={`Delete ${node.label}`}
                icon={<Trash2Icon />}
                onClick={() => onAction('delete', node.id)}
              />
            </>
          )}
        />
      </div>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Bay branch' }));
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('Bay branch'));
    await expect(args.onSelectedChange).toHaveBeenCalledWith('south.bay');
  },
};
