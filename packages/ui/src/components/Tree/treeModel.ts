import type { CheckboxState } from '../Checkbox/Checkbox';

export type TreeNode = {
  id: string;
  /** Shown on the row; also what type-ahead matches. */
  label: string;
  children?: readonly TreeNode[];
  /** Shown but cannot be checked or selected; it can still be opened. */
  disabled?: boolean;
};

export type TreeEntry = {
  node: TreeNode;
  parentId: string | null;
  depth: number;
  /** 1-based place among its siblings, and how many siblings there are (aria-posinset/-setsize). */
  position: number;
  setSize: number;
  /** The enabled leaves at or under this node: what checking it changes. */
  leaves: string[];
  hasChildren: boolean;
};

/** Every node by id, with its parent and the enabled leaves below it. */
export function indexTree(nodes: readonly TreeNode[]): Map<string, TreeEntry> {
  const index = new Map<string, TreeEntry>();
  const walk = (list: readonly TreeNode[], parentId: string | null, depth: number): string[] => {
    const leaves: string[] = [];
    for (const [at, node] of list.entries()) {
      const hasChildren = (node.children?.length ?? 0) > 0;
      const entry: TreeEntry = {
        node,
        parentId,
        depth,
        position: at + 1,
        setSize: list.length,
        leaves: [],
        hasChildren,
      };
      index.set(node.id, entry);
      // A disabled parent locks its whole branch: none of its leaves change through a parent.
      const below = hasChildren ? walk(node.children ?? [], node.id, depth + 1) : [node.id];
      entry.leaves = node.disabled ? [] : below;
      leaves.push(...entry.leaves);
    }
    return leaves;
  };
  walk(nodes, null, 1);
  return index;
}

/** The rows a person can reach now: top-level nodes and the children of open nodes, in order. */
export function visibleIds(nodes: readonly TreeNode[], expanded: ReadonlySet<string>): string[] {
  const ids: string[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      ids.push(node.id);
      if (node.children?.length && expanded.has(node.id)) walk(node.children);
    }
  };
  walk(nodes);
  return ids;
}

/**
 * A leaf is checked when its id is in `checked`; a parent is checked when every leaf under it is,
 * unchecked when none is, and indeterminate in between.
 */
export function checkStateOf(node: TreeNode, checked: ReadonlySet<string>): CheckboxState {
  if (!node.children?.length) return checked.has(node.id) ? 'checked' : 'unchecked';
  let some = false;
  let all = true;
  for (const child of node.children) {
    const state = checkStateOf(child, checked);
    if (state !== 'unchecked') some = true;
    if (state !== 'checked') all = false;
  }
  return all ? 'checked' : some ? 'indeterminate' : 'unchecked';
}

/**
 * The checked leaves after toggling a node: while any enabled leaf under it is unchecked, all of
 * them become checked; otherwise all of them become unchecked. Disabled leaves keep their state.
 */
export function toggleChecked(entry: TreeEntry, checked: readonly string[]): string[] {
  const next = new Set(checked);
  const check = entry.leaves.some((id) => !next.has(id));
  for (const id of entry.leaves) {
    if (check) next.add(id);
    else next.delete(id);
  }
  return [...next];
}
