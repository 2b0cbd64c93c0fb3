export {
  BREADCRUMB_LANGUAGES,
  BreadcrumbBar,
  type BreadcrumbBarProps,
  type BreadcrumbItem,
  type BreadcrumbLanguage,
} from './BreadcrumbBar';
