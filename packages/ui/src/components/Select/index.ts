export { SearchSelect, type SearchSelectProps } from './SearchSelect';
export { Select, type SelectOption, type SelectProps } from './Select';
