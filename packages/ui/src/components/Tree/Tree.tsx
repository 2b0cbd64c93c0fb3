import { ChevronRightIcon } from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Checkbox, type CheckboxState } from '../Checkbox/Checkbox';
import * as styles from './Tree.css';
import {
  checkStateOf,
  indexTree,
  type TreeEntry,
  type TreeNode,
  toggleChecked,
  visibleIds,
} from './treeModel';

export type { TreeNode } from './treeModel';

export const TREE_SIZES = ['sm', 'md'] as const;
export type TreeSize = (typeof TREE_SIZES)[number];
export const TREE_SELECTION_MODES = ['none', 'single'] as const;
export type TreeSelectionMode = (typeof TREE_SELECTION_MODES)[number];
/** `data-state` of a tree item with children; its checkbox carries a {@link CheckboxState}. */
export type TreeItemState = 'open' | 'closed';
export type TreeCheckState = CheckboxState;

export type TreeActionContext = {
  depth: number;
  /** 0 on the row that holds the tree's tab stop, -1 elsewhere: put it on the action buttons. */
  tabIndex: 0 | -1;
};

export type TreeProps = {
  nodes: readonly TreeNode[];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Ids of the open nodes. */
  expanded?: readonly string[];
  defaultExpanded?: readonly string[];
  onExpandedChange?: (expanded: string[]) => void;
  /** Show a tri-state checkbox on every row. */
  checkable?: boolean;
  /** Ids of the checked leaves; a parent's state follows from its leaves. */
  checked?: readonly string[];
  defaultChecked?: readonly string[];
  onCheckedChange?: (checked: string[]) => void;
  selectionMode?: TreeSelectionMode;
  /** The selected id; `null` for none. Leave it undefined to let the tree keep it. */
  selected?: string | null;
  defaultSelected?: string | null;
  onSelectedChange?: (id: string) => void;
  /** Buttons at the end of each row (add, edit, move, delete…); the tree knows nothing of them. */
  renderActions?: (node: TreeNode, context: TreeActionContext) => ReactNode;
  size?: TreeSize;
  className?: string;
};

const ARIA_CHECKED = { checked: true, unchecked: false, indeterminate: 'mixed' } as const;

/** State that follows a prop when one is given and is kept here otherwise. */
function useControlled<T>(value: T | undefined, initial: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(initial);
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [value === undefined ? own : value, set] as const;
}

/**
 * A tree view (WAI-ARIA tree pattern): arrows move and open, Home/End jump, Enter selects (or
 * opens), Space checks (or selects), a letter moves to the next row starting with it. Checking a
 * parent checks every enabled leaf under it; a parent with some leaves checked is indeterminate.
 */
export function Tree({
  nodes,
  expanded: expandedProp,
  defaultExpanded = [],
  onExpandedChange,
  checkable = false,
  checked: checkedProp,
  defaultChecked = [],
  onCheckedChange,
  selectionMode = 'none',
  selected: selectedProp,
  defaultSelected = null,
  onSelectedChange,
  renderActions,
  size = 'md',
  className,
  ...aria
}: TreeProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useControlled<readonly string[]>(
    expandedProp,
    defaultExpanded,
    onExpandedChange as (next: readonly string[]) => void,
  );
  const [checked, setChecked] = useControlled<readonly string[]>(
    checkedProp,
    defaultChecked,
    onCheckedChange as (next: readonly string[]) => void,
  );
  const [selected, setSelected] = useControlled<string | null>(
    selectedProp,
    defaultSelected,
    onSelectedChange as (next: string | null) => void,
  );
  const [active, setActive] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLDivElement>());

  const index = useMemo(() => indexTree(nodes), [nodes]);
  const openSet = useMemo(() => new Set(expanded), [expanded]);
  const checkedSet = useMemo(() => new Set(checked), [checked]);
  const visible = useMemo(() => visibleIds(nodes, openSet), [nodes, openSet]);
  const selecting = selectionMode === 'single';
  // The one tab stop: the row last moved to, else the selected row, else the first.
  const tabStop = [active, selected].find((id) => id != null && visible.includes(id)) ?? visible[0];

  const focus = (id: string | undefined) => {
    if (id === undefined) return;
    setActive(id);
    items.current.get(id)?.focus();
  };
  const setOpen = (id: string, open: boolean) => {
    if (openSet.has(id) === open) return;
    setExpanded(open ? [...expanded, id] : expanded.filter((other) => other !== id));
  };
  const select = (entry: TreeEntry) => {
    if (selecting && !entry.node.disabled && entry.node.id !== selected) {
      setSelected(entry.node.id);
    }
  };
  const check = (entry: TreeEntry) => {
    if (checkable && !entry.node.disabled) setChecked(toggleChecked(entry, checked));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Keys pressed in a row's action buttons are theirs.
    if (target.getAttribute('role') !== 'treeitem' || event.altKey || event.ctrlKey) return;
    const id = target.dataset.id ?? '';
    const entry = index.get(id);
    if (!entry) return;
    const at = visible.indexOf(id);
    const open = openSet.has(id);
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[at + 1]);
        break;
      case 'ArrowUp':
        focus(visible[at - 1]);
        break;
      case 'ArrowRight':
        if (!entry.hasChildren) return;
        if (open) focus(entry.node.children?.[0]?.id);
        else setOpen(id, true);
        break;
      case 'ArrowLeft':
        if (entry.hasChildren && open) setOpen(id, false);
        else focus(entry.parentId ?? undefined);
        break;
      case 'Home':
        focus(visible[0]);
        break;
      case 'End':
        focus(visible[visible.length - 1]);
        break;
      case 'Enter':
        if (selecting) select(entry);
        else if (entry.hasChildren) setOpen(id, !open);
        break;
      case ' ':
        if (checkable) check(entry);
        else select(entry);
        break;
      default: {
        if (event.key.length !== 1 || event.metaKey || event.key.trim() === '') return;
        // Type-ahead: the next row (wrapping) whose label starts with the letter.
        const letter = event.key.toLowerCase();
        const order = [...visible.slice(at + 1), ...visible.slice(0, at)];
        focus(order.find((other) => index.get(other)?.node.label.toLowerCase().startsWith(letter)));
      }
    }
    event.preventDefault();
  };

  // Rows are siblings with aria-level/-setsize/-posinset (the flat form of the tree pattern): an
  // item holding its children's group would take their text into its own visible text.
  const renderRow = (id: string, row: number) => {
    const entry = index.get(id) as TreeEntry;
    const { node } = entry;
    const open = entry.hasChildren && openSet.has(id);
    const labelId = `${baseId}-${row}`;
    const checkState = checkable ? checkStateOf(node, checkedSet) : undefined;
    const isTabStop = id === tabStop;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the tree takes the keys for all its items.
      <div
        key={id}
        ref={(element) => {
          if (element) items.current.set(id, element);
          else items.current.delete(id);
        }}
        role="treeitem"
        data-id={id}
        className={styles.row}
        tabIndex={isTabStop ? 0 : -1}
        aria-labelledby={labelId}
        aria-level={entry.depth}
        aria-setsize={entry.setSize}
        aria-posinset={entry.position}
        aria-expanded={entry.hasChildren ? open : undefined}
        aria-selected={selecting ? id === selected : undefined}
        aria-checked={checkState && ARIA_CHECKED[checkState]}
        aria-disabled={node.disabled || undefined}
        data-state={entry.hasChildren ? (open ? 'open' : 'closed') : undefined}
        style={{ paddingInlineStart: `calc(${entry.depth - 1} * ${styles.indent})` }}
        // Focus on the row or on one of its actions makes this row the tab stop.
        onFocus={() => setActive(id)}
        onClick={(event: MouseEvent) => {
          // Clicks on the box, the chevron and the actions are theirs.
          if (event.defaultPrevented) return;
          if ((event.target as Element).closest('[data-tree-actions]')) return;
          focus(id);
          // A row's text acts like a label: it selects, else checks, else opens.
          if (selecting) select(entry);
          else if (checkable) check(entry);
          else if (entry.hasChildren) setOpen(id, !open);
        }}
      >
        {entry.hasChildren ? (
          <ChevronRightIcon
            aria-hidden
            className={styles.chevron}
            onClick={(event) => {
              event.preventDefault();
              focus(id);
              setOpen(id, !open);
            }}
          />
        ) : (
          <span className={styles.chevron} />
        )}
        {checkState !== undefined && (
          // The tree item itself is the checkbox for assistive tech (aria-checked); this box is
          // its picture and a mouse target, out of the tab order.
          <Checkbox
            aria-hidden
            tabIndex={-1}
            checked={checkState === 'indeterminate' ? 'indeterminate' : checkState === 'checked'}
            disabled={node.disabled}
            onClick={(event) => {
              event.preventDefault();
              focus(id);
              check(entry);
            }}
          />
        )}
        <span id={labelId} className={styles.label}>
          {node.label}
        </span>
        {renderActions && (
          <span className={styles.actions} data-tree-actions="">
            {renderActions(node, { depth: entry.depth, tabIndex: isTabStop ? 0 : -1 })}
          </span>
        )}
      </div>
    );
  };

  return (
    <div
      role="tree"
      {...aria}
      className={[styles.tree, styles.size[size], className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {visible.map(renderRow)}
    </div>
  );
}
