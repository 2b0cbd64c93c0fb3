export {
  PAGE_SIZES,
  type PageItem,
  Pagination,
  type PaginationProps,
  pageItems,
} from './Pagination';
