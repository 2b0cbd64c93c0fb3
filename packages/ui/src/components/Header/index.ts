export {
  DEFAULT_HEADER_TEXTS,
  Header,
  type HeaderProps,
  type HeaderTexts,
} from './Header';
export { type HeaderRole, roleLabel } from './RoleMenu';
