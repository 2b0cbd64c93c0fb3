export {
  TREE_SELECTION_MODES,
  TREE_SIZES,
  Tree,
  type TreeActionContext,
  type TreeCheckState,
  type TreeItemState,
  type TreeNode,
  type TreeProps,
  type TreeSelectionMode,
  type TreeSize,
} from './Tree';
