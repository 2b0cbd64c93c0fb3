import { proxy } from 'valtio/vanilla';
import { getItem, setItem } from '../storage/storage';

/** Spec §9: 1 = Chinese (the default), 2 = English. */
export type Language = 1 | 2;

export interface LayoutState {
  sidebarCollapsed: boolean;
  /** Appended to the breadcrumb by a page (the case number on a process page). */
  breadcrumbExtra: string;
  language: Language;
}

export const layout = proxy<LayoutState>({
  sidebarCollapsed: false,
  breadcrumbExtra: '',
  language: getItem<Language>('languageType') === 2 ? 2 : 1,
});

export function toggleSidebar(): void {
  layout.sidebarCollapsed = !layout.sidebarCollapsed;
}

export function setBreadcrumbExtra(text: string): void {
  layout.breadcrumbExtra = text;
}

export function setLanguage(language: Language): void {
  setItem('languageType', language);
  layout.language = language;
}
