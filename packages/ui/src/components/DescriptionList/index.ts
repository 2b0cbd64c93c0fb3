export {
  DESCRIPTION_LIST_COLUMNS,
  type DescriptionItem,
  DescriptionList,
  type DescriptionListColumns,
  type DescriptionListProps,
} from './DescriptionList';
