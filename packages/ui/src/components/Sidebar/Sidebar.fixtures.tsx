import {
  BackpackIcon,
  FileTextIcon,
  HouseIcon,
  MailIcon,
  SettingsIcon,
  UserIcon,
} from 'lucide-react';
import type { SidebarItem } from './Sidebar';

/** A slice of the portal's menu (spec §2), shared by the stories and the tests. */
export const MENU: SidebarItem[] = [
  { id: 'home', label: 'Home', icon: <HouseIcon />, href: '#/home' },
  {
    id: 'transaction',
    label: 'Transaction',
    icon: <FileTextIcon />,
    children: [
      { id: 'caselist', label: 'Case list', href: '#/transaction/caselist' },
      { id: 'purchase', label: 'Purchase', href: '#/transaction/purchase-new' },
      {
        id: 'history',
        label: 'Case history',
        children: [
          {
            id: 'history-index',
            label: 'History list',
            href: '#/transaction/history/history-index',
          },
          { id: 'history-det', label: 'History detail', href: '#/transaction/history/history-det' },
        ],
      },
    ],
  },
  {
    id: 'approval',
    label: 'Approval',
    icon: <BackpackIcon />,
    children: [
      { id: 'apply', label: 'Apply', href: '#/approval/apply/index' },
      { id: 'examine', label: 'Examine', href: '#/approval/examine/index' },
    ],
  },
  {
    id: 'userroles',
    label: 'User and role management',
    icon: <UserIcon />,
    children: [
      { id: 'usermgt', label: 'User management', href: '#/userroles/usermgt/index' },
      { id: 'rolemgt', label: 'Role management', href: '#/userroles/rolemgt/index' },
    ],
  },
  {
    id: 'messagecenter',
    label: 'Message center',
    icon: <MailIcon />,
    href: '#/messagecenter/message/index',
  },
  { id: 'system', label: 'Systems configuration', icon: <SettingsIcon />, href: '#/system/index' },
  { id: 'calendar', label: 'Calendar', href: '#/calendar/index' },
];
