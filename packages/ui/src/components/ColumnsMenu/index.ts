export { ColumnsMenu, type ColumnsMenuProps } from './ColumnsMenu';
