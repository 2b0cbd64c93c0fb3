import type { OrgNode } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import { deleteQuestion, orgIndex, toOrgTree } from './orgTree';

const node = (id: number, type: 1 | 2, children?: OrgNode[]): OrgNode => ({
  id,
  parentId: type === 1 ? null : 1,
  oldId: null,
  name: `Node ${id}`,
  type,
  address: '',
  version: 1,
  ...(children ? { children } : {}),
});

const regions = [node(1, 1, [node(11, 2), node(12, 2)]), node(2, 1, [])];

describe('the organisation tree', () => {
  it('shows regions with their branches under them', () => {
    expect(toOrgTree(regions)).toEqual([
      {
        id: '1',
        label: 'Node 1',
        children: [
          { id: '11', label: 'Node 11' },
          { id: '12', label: 'Node 12' },
        ],
      },
      { id: '2', label: 'Node 2', children: [] },
    ]);
  });

  it('finds any node by its tree id, with the version to send back', () => {
    const index = orgIndex(regions);
    expect(index.get('12')?.version).toBe(1);
    expect(index.get('2')?.type).toBe(1);
    expect(index.size).toBe(4);
  });

  it("asks the spec's question before a region is deleted", () => {
    expect(deleteQuestion({ type: 1 })).toBe('Are you sure you want to delete this Region?');
    expect(deleteQuestion({ type: 2 })).toBe('Are you sure you want to delete this Branch?');
  });
});
