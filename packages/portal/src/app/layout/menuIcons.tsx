import type { SidebarItem } from '@bq/ui';
import {
  BookOpenIcon,
  BriefcaseIcon,
  Building2Icon,
  CalendarIcon,
  ClipboardCheckIcon,
  ContactIcon,
  GraduationCapIcon,
  HouseIcon,
  MailIcon,
  MessagesSquareIcon,
  PresentationIcon,
  SettingsIcon,
  ShoppingCartIcon,
  SquareUserIcon,
  StoreIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One icon per top-level menu entry (by its route), so the collapsed bar shows pictures that
 * tell the areas apart, not initials (two areas start with "M", three with "C").
 */
export const MENU_ICONS: Readonly<Record<string, ReactNode>> = {
  '/home': <HouseIcon />,
  '/transaction': <BriefcaseIcon />,
  '/approval': <ClipboardCheckIcon />,
  '/userroles': <UsersIcon />,
  '/messagecenter': <MailIcon />,
  '/financial': <WalletIcon />,
  '/system': <SettingsIcon />,
  '/calendar': <CalendarIcon />,
  '/bq-institute': <GraduationCapIcon />,
  '/college-manage': <BookOpenIcon />,
  '/lecturer-center': <PresentationIcon />,
  '/coach-center': <ContactIcon />,
  '/agent-center': <SquareUserIcon />,
  '/buy-car': <ShoppingCartIcon />,
  '/housing-manage': <Building2Icon />,
  '/marketing': <StoreIcon />,
  '/group': <MessagesSquareIcon />,
  '/statistical-awards': <TrophyIcon />,
};

/** The menu with each top-level entry's icon. */
export function withIcons(items: readonly SidebarItem[]): SidebarItem[] {
  return items.map((item) => ({ ...item, icon: MENU_ICONS[item.id] }));
}
