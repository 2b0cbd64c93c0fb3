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

/** Shows `language` on every page at once and keeps it in this browser. */
function show(language: Language): void {
  setItem('languageType', language);
  layout.language = language;
}

type LanguageSaver = (language: Language) => void;
let saveOnAccount: LanguageSaver = () => {};

/**
 * A person's choice (the breadcrumb's toggle, the hall's switch): every page shows it at once and
 * it is kept, in this browser and, while signed in, on their account, so it follows them to
 * another browser and their mail and messages come in it.
 */
export function setLanguage(language: Language): void {
  show(language);
  saveOnAccount(language);
}

/**
 * How a signed-in session keeps a choice on the account, handed in by the app when a session
 * loads: the public pages (the hall) load no API client, so the store cannot import one.
 */
export function keepLanguageWith(save: LanguageSaver): void {
  saveOnAccount = save;
}

/**
 * The language kept on the person's account, read when their session loads: it wins over this
 * browser's, so a new browser (or the same one after someone else's session) shows what they
 * chose instead of the spec's Chinese default.
 */
export function adoptAccountLanguage(language: Language): void {
  show(language === 1 ? 1 : 2);
}
