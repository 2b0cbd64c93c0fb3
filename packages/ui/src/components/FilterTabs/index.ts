export { type FilterTab, FilterTabs, type FilterTabsProps } from './FilterTabs';
