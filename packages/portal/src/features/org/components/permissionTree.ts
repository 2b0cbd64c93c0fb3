import type { ModuleTreeNode } from '@bq/contract';
import type { TreeNode } from '@bq/ui';

/**
 * A role holds module ids at every level: the menu, its pages, and their permission items. The
 * tree editor checks leaves only (a parent's state follows from them), so the mapping goes both
 * ways here: the leaves a role holds, and, on save, those leaves with every ancestor of each, so
 * the menu and page of a permission are held too.
 */

export const toTreeNodes = (nodes: readonly ModuleTreeNode[]): TreeNode[] =>
  nodes.map((node) => ({
    id: node.id,
    label: node.title,
    ...(node.children.length > 0 ? { children: toTreeNodes(node.children) } : {}),
  }));

function parents(nodes: readonly ModuleTreeNode[]): Map<string, string | null> {
  const parentOf = new Map<string, string | null>();
  const walk = (list: readonly ModuleTreeNode[], parent: string | null) => {
    for (const node of list) {
      parentOf.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return parentOf;
}

function leaves(nodes: readonly ModuleTreeNode[]): Set<string> {
  const found = new Set<string>();
  const walk = (list: readonly ModuleTreeNode[]) => {
    for (const node of list) {
      if (node.children.length === 0) found.add(node.id);
      else walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

/** The leaves of the tree a role holds: what the editor shows checked. */
export function checkedLeaves(tree: readonly ModuleTreeNode[], held: readonly string[]): string[] {
  const leafIds = leaves(tree);
  return held.filter((id) => leafIds.has(id));
}

/** What a role holds when these leaves are checked: each leaf and all of its ancestors. */
export function heldModules(tree: readonly ModuleTreeNode[], checked: readonly string[]): string[] {
  const parentOf = parents(tree);
  const held = new Set<string>();
  for (const leaf of checked) {
    let id: string | null | undefined = leaf;
    while (id && !held.has(id)) {
      held.add(id);
      id = parentOf.get(id);
    }
  }
  return [...held].sort();
}
