export {
  BULK_RESULTS_STATES,
  type BulkResultItem,
  BulkResults,
  type BulkResultsProps,
  type BulkResultsState,
} from './BulkResults';
