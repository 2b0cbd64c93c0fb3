import type { OrgNode } from '@bq/contract';
import type { TreeNode } from '@bq/ui';

export const REGION = 1;

/** The organisation as the design system's tree: regions, each with its branches. */
export const toOrgTree = (regions: readonly OrgNode[]): TreeNode[] =>
  regions.map((region) => ({
    id: String(region.id),
    label: region.name,
    children: (region.children ?? []).map((branch) => ({
      id: String(branch.id),
      label: branch.name,
    })),
  }));

/** Every node of the tree by id, for the row actions. */
export function orgIndex(regions: readonly OrgNode[]): Map<string, OrgNode> {
  const index = new Map<string, OrgNode>();
  for (const region of regions) {
    index.set(String(region.id), region);
    for (const branch of region.children ?? []) index.set(String(branch.id), branch);
  }
  return index;
}

/** The question a delete asks; the region's is the spec's own words. */
export const deleteQuestion = (node: Pick<OrgNode, 'type'>) =>
  node.type === REGION
    ? 'Are you sure you want to delete this Region?'
    : 'Are you sure you want to delete this Branch?';
