export { Sidebar, type SidebarItem, type SidebarProps, type SidebarState } from './Sidebar';
