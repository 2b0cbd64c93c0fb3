import { proxy } from 'valtio/vanilla';
import { getItem, setItem } from '../storage/storage';

/** Spec §9: 1 = Chinese (the default), 2 = English. */
export type Language = 1 | 2;

export interface LayoutState {
  sidebarCollapsed: boolean;
  /** On a narrow screen the menu is a drawer: open or not (not kept, starts closed). */
  drawerOpen: boolean;
  /** Appended to the breadcrumb by a page (the case number on a process page). */
  breadcrumbExtra: string;
  language: Language;
}

export const layout = proxy<LayoutState>({
  sidebarCollapsed: false,
  drawerOpen: false,
  breadcrumbExtra: '',
  language: getItem<Language>('languageType') === 2 ? 2 : 1,
});

/** The menu toggle: the drawer on a narrow screen, the wide/icon bar otherwise. */
export function toggleSidebar(narrow = false): void {
  if (narrow) layout.drawerOpen = !layout.drawerOpen;
  else layout.sidebarCollapsed = !layout.sidebarCollapsed;
}

export function closeDrawer(): void {
  layout.drawerOpen = false;
}

/** Whether the menu shows as the narrow icon bar. */
export function menuCollapsed(state: LayoutState, narrow: boolean): boolean {
  return narrow ? !state.drawerOpen : state.sidebarCollapsed;
}

export function setBreadcrumbExtra(text: string): void {
  layout.breadcrumbExtra = text;
}

export function setLanguage(language: Language): void {
  setItem('languageType', language);
  layout.language = language;
}
