export {
  TeamSplitEditor,
  type TeamSplitEditorProps,
  type TeamSplitRow,
  type TeamSplitState,
} from './TeamSplitEditor';
