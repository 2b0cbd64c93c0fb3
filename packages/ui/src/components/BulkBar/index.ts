export {
  BULK_BAR_STATES,
  BulkBar,
  BulkBarAction,
  type BulkBarActionProps,
  type BulkBarProps,
  type BulkBarState,
} from './BulkBar';
