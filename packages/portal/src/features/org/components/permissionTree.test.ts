import type { ModuleTreeNode } from '@bq/contract';
import { describe, expect, it } from 'vitest';
import { checkedLeaves, heldModules, toTreeNodes } from './permissionTree';

const node = (id: string, children: ModuleTreeNode[] = []): ModuleTreeNode => ({
  id,
  key: id,
  title: `Module ${id}`,
  kind: children.length ? 'menu' : 'permission',
  children,
});

// home (a menu without pages), transaction → caselist → create / delete
const tree = [node('1'), node('2', [node('21', [node('211'), node('212')]), node('22')])];

describe('the permission tree of a role', () => {
  it('shows the role as the leaves it holds, leaving its menus and pages to follow from them', () => {
    expect(checkedLeaves(tree, ['1', '2', '21', '211'])).toEqual(['1', '211']);
  });

  it('saves a checked permission together with its page and its menu, once each', () => {
    expect(heldModules(tree, ['211', '212'])).toEqual(['2', '21', '211', '212']);
    expect(heldModules(tree, ['1'])).toEqual(['1']);
    expect(heldModules(tree, [])).toEqual([]);
  });

  it('round-trips: what a role holds reads back as the same checked leaves', () => {
    const held = heldModules(tree, ['22', '212']);
    expect(checkedLeaves(tree, held).sort()).toEqual(['212', '22']);
  });

  it('labels each row with its title and keeps leaves without children', () => {
    const [home, transaction] = toTreeNodes(tree);
    expect(home).toEqual({ id: '1', label: 'Module 1' });
    expect(transaction?.children?.[0]?.children?.map((n) => n.id)).toEqual(['211', '212']);
  });
});
