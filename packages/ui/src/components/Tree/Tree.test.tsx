import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tree, type TreeNode } from './Tree';

const nodes: TreeNode[] = [
  {
    id: 'cases',
    label: 'Cases',
    children: [
      { id: 'cases.view', label: 'View cases' },
      { id: 'cases.edit', label: 'Edit cases' },
      {
        id: 'money',
        label: 'Commission',
        children: [
          { id: 'money.view', label: 'View commission' },
          { id: 'money.approve', label: 'Approve commission' },
        ],
      },
    ],
  },
  { id: 'people', label: 'People', children: [{ id: 'people.view', label: 'View people' }] },
  { id: 'reports', label: 'Reports' },
];

function Harness() {
  const [checked, setChecked] = useState<string[]>(['people.view']);
  return (
    <>
      <Tree aria-label="Permissions" nodes={nodes} checkable checked={checked} />
      <button type="button" onClick={() => setChecked(['cases.view'])}>
        Reset
      </button>
    </>
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const queryItem = (name: string) => screen.queryByRole('treeitem', { name });

describe('Tree', () => {
  it('shows children only once their parent is opened, by click or by the right arrow', async () => {
    const onExpandedChange = vi.fn();
    render(<Tree aria-label="Permissions" nodes={nodes} onExpandedChange={onExpandedChange} />);
    expect(queryItem('View cases')).toBeNull();
    expect(item('Cases')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Cases')).toHaveAttribute('data-state', 'closed');

    await userEvent.click(screen.getByText('Cases'));
    expect(item('View cases')).toBeVisible();
    expect(item('Cases')).toHaveAttribute('data-state', 'open');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['cases']);

    item('People').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(item('View people')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(queryItem('View people')).toBeNull();
  });

  it('checks every child when a parent is checked, and unchecks them all again', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Tree
        aria-label="Permissions"
        nodes={nodes}
        checkable
        defaultExpanded={['cases', 'money']}
        onCheckedChange={onCheckedChange}
      />,
    );
    item('Cases').focus();
    await userEvent.keyboard(' ');
    for (const name of ['Cases', 'View cases', 'Edit cases', 'Commission', 'Approve commission']) {
      expect(item(name)).toHaveAttribute('aria-checked', 'true');
    }
    expect(onCheckedChange).toHaveBeenLastCalledWith([
      'cases.view',
      'cases.edit',
      'money.view',
      'money.approve',
    ]);
    expect(item('People')).toHaveAttribute('aria-checked', 'false');

    await userEvent.keyboard(' ');
    expect(item('View cases')).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).toHaveBeenLastCalledWith([]);
  });

  it('makes every ancestor indeterminate when one child is checked', async () => {
    render(
      <Tree
        aria-label="Permissions"
        nodes={nodes}
        checkable
        defaultExpanded={['cases', 'money']}
      />,
    );
    // A click on the box of one leaf, two levels down.
    const box = item('View commission').querySelector('button[role="checkbox"]') as HTMLElement;
    await userEvent.click(box);
    expect(item('View commission')).toHaveAttribute('aria-checked', 'true');
    expect(item('Commission')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Cases')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Cases').querySelector('button[role="checkbox"]')?.getAttribute('data-state')).toBe(
      'indeterminate',
    );

    // A click on the other leaf's text checks it too and completes Commission; Cases stays partial.
    await userEvent.click(screen.getByText('Approve commission'));
    expect(item('Commission')).toHaveAttribute('aria-checked', 'true');
    expect(item('Cases')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('leaves disabled children as they are when their parent is toggled', async () => {
    const locked: TreeNode[] = [
      {
        id: 'p',
        label: 'People',
        children: [
          { id: 'a', label: 'View people' },
          { id: 'b', label: 'Assign roles', disabled: true },
        ],
      },
    ];
    render(<Tree aria-label="Permissions" nodes={locked} checkable defaultExpanded={['p']} />);
    item('People').focus();
    await userEvent.keyboard(' ');
    expect(item('View people')).toHaveAttribute('aria-checked', 'true');
    expect(item('Assign roles')).toHaveAttribute('aria-checked', 'false');
    expect(item('People')).toHaveAttribute('aria-checked', 'mixed');
    // Only the enabled leaf was checked, so the next toggle unchecks it.
    await userEvent.keyboard(' ');
    expect(item('View people')).toHaveAttribute('aria-checked', 'false');
  });

  it('follows a controlled checked list and reports changes without applying them itself', async () => {
    render(<Harness />);
    expect(item('People')).toHaveAttribute('aria-checked', 'true');
    expect(item('Cases')).toHaveAttribute('aria-checked', 'false');
    item('People').focus();
    await userEvent.keyboard(' ');
    // No onCheckedChange wired: the parent's list still rules.
    expect(item('People')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(item('People')).toHaveAttribute('aria-checked', 'false');
    expect(item('Cases')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('opens and selects only what controlled expanded and selected say', async () => {
    const onExpandedChange = vi.fn();
    const onSelectedChange = vi.fn();
    const { rerender } = render(
      <Tree
        aria-label="Permissions"
        nodes={nodes}
        expanded={[]}
        onExpandedChange={onExpandedChange}
        selectionMode="single"
        selected={null}
        onSelectedChange={onSelectedChange}
      />,
    );
    item('Cases').focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onExpandedChange).toHaveBeenLastCalledWith(['cases']);
    expect(onSelectedChange).toHaveBeenLastCalledWith('cases');
    expect(queryItem('View cases')).toBeNull();
    expect(item('Cases')).toHaveAttribute('aria-selected', 'false');

    rerender(
      <Tree
        aria-label="Permissions"
        nodes={nodes}
        expanded={['cases']}
        selectionMode="single"
        selected="cases.edit"
      />,
    );
    expect(item('Edit cases')).toHaveAttribute('aria-selected', 'true');
    expect(item('Cases')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves between visible rows with the arrows, Home, End and a typed letter', async () => {
    render(<Tree aria-label="Permissions" nodes={nodes} defaultExpanded={['cases']} />);
    await userEvent.tab();
    expect(item('Cases')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('View cases')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Commission')).toHaveFocus();
    // Right opens a closed parent, a second Right enters it.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(item('View commission')).toHaveFocus();
    // Its place is announced: third level, first of two.
    expect(item('View commission')).toHaveAttribute('aria-level', '3');
    expect(item('View commission')).toHaveAttribute('aria-posinset', '1');
    expect(item('View commission')).toHaveAttribute('aria-setsize', '2');
    // Left from a child goes to its parent.
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Commission')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Reports')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Cases')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Cases')).toHaveFocus();
    await userEvent.keyboard('p');
    expect(item('People')).toHaveFocus();
    await userEvent.keyboard('e');
    expect(item('Edit cases')).toHaveFocus();
    // One tab stop: Tab leaves the tree from wherever focus is.
    expect(screen.getAllByRole('treeitem').filter((el) => el.tabIndex === 0)).toHaveLength(1);
  });

  it('selects one row with a click, Enter or Space, but never a disabled one', async () => {
    const onSelectedChange = vi.fn();
    const regions: TreeNode[] = [
      {
        id: 'north',
        label: 'North region',
        children: [
          { id: 'harbor', label: 'Harbor branch' },
          { id: 'closed', label: 'Closed branch', disabled: true },
        ],
      },
      { id: 'south', label: 'South region' },
    ];
    render(
      <Tree
        aria-label="Regions"
        nodes={regions}
        selectionMode="single"
        defaultExpanded={['north']}
        onSelectedChange={onSelectedChange}
      />,
    );
    await userEvent.click(screen.getByText('Harbor branch'));
    expect(item('Harbor branch')).toHaveAttribute('aria-selected', 'true');
    expect(item('North region')).toHaveAttribute('aria-selected', 'false');
    expect(onSelectedChange).toHaveBeenLastCalledWith('harbor');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(item('South region')).toHaveAttribute('aria-selected', 'true');
    expect(item('Harbor branch')).toHaveAttribute('aria-selected', 'false');

    await userEvent.keyboard('{Home} ');
    expect(item('North region')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByText('Closed branch'));
    expect(item('Closed branch')).toHaveAttribute('aria-selected', 'false');
    expect(item('Closed branch')).toHaveAttribute('aria-disabled', 'true');
    expect(onSelectedChange).toHaveBeenCalledTimes(3);
  });

  it('runs row actions without selecting the row, and keeps keys pressed on them', async () => {
    const onSelectedChange = vi.fn();
    const onDelete = vi.fn();
    render(
      <Tree
        aria-label="Regions"
        nodes={nodes}
        selectionMode="single"
        onSelectedChange={onSelectedChange}
        renderActions={(node, { tabIndex }) => (
          <button type="button" tabIndex={tabIndex} onClick={() => onDelete(node.id)}>
            Delete {node.label}
          </button>
        )}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete People' }));
    expect(onDelete).toHaveBeenCalledWith('people');
    expect(onSelectedChange).not.toHaveBeenCalled();

    // The row whose action was used holds the tab stop; only its actions are in the tab order.
    await userEvent.tab({ shift: true });
    expect(item('People')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete People' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete Cases' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Delete People' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onSelectedChange).not.toHaveBeenCalled();
  });
});
