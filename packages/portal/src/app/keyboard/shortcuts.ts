import type { SidebarItem } from '@bq/ui';

/**
 * Every keyboard shortcut of the portal, in one table: the `?` overlay lists it, the shell's
 * listener reads it, and its test presses each row. `keys` are pressed one after the other
 * (`['g', 'c']`: g, then c); `Ctrl` rows hold Ctrl (⌘ on a Mac) with the next key.
 */
export type Shortcut =
  | { kind: 'palette'; keys: readonly ['Ctrl', 'K']; label: string }
  | { kind: 'help'; keys: readonly ['?']; label: string }
  | { kind: 'go'; keys: readonly ['g', string]; label: string; to: string }
  | { kind: 'row'; keys: readonly [string]; label: string; move: 'next' | 'previous' | 'open' };

const go = (letter: string, label: string, to: string): Shortcut => ({
  kind: 'go',
  keys: ['g', letter],
  label,
  to,
});

export const SHORTCUTS: readonly Shortcut[] = [
  { kind: 'palette', keys: ['Ctrl', 'K'], label: 'Find anything' },
  { kind: 'help', keys: ['?'], label: 'Show these shortcuts' },
  go('h', 'Go to Home', '/home'),
  go('c', 'Go to the case list', '/transaction/caselist'),
  go('a', 'Go to Approval', '/approval'),
  go('m', 'Go to the Message center', '/messagecenter'),
  go('f', 'Go to Financial', '/financial'),
  go('p', 'Go to User management', '/userroles'),
  go('l', 'Go to Listings', '/housing-manage'),
  go('o', 'Go to the Marketplace', '/marketing'),
  go('i', 'Go to BQ Institute', '/bq-institute'),
  go('s', 'Go to Statistics and awards', '/statistical-awards'),
  go('d', 'Go to the Calendar', '/calendar'),
  go('y', 'Go to Systems configuration', '/system'),
  { kind: 'row', keys: ['j'], label: 'Next row of the list', move: 'next' },
  { kind: 'row', keys: ['k'], label: 'Previous row of the list', move: 'previous' },
  { kind: 'row', keys: ['Enter'], label: 'Open the row', move: 'open' },
];

/** ⌘ on a Mac, Ctrl elsewhere: what the header's box and the overlay show for Ctrl-K. */
export const onMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The menu's links, depth first: where the role may go. */
function links(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.href ? [item.href.replace(/^#/, '')] : []),
    ...links(item.children ?? []),
  ]);
}

/**
 * Where a `g` shortcut leads this role: the first page its menu offers under the shortcut's
 * path, or nothing when the menu offers none (the shortcut is then not listed, and does nothing).
 */
export function destination(to: string, menu: readonly SidebarItem[]): string | undefined {
  return links(menu).find((href) => href === to || href.startsWith(`${to}/`));
}

/** The shortcuts this role has: every `g` row without a destination is left out. */
export function shortcutsFor(menu: readonly SidebarItem[]): Shortcut[] {
  return SHORTCUTS.filter((s) => s.kind !== 'go' || destination(s.to, menu) !== undefined);
}

/** A key typed into a field is the field's, never a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  }
  return target.getAttribute('role') === 'combobox' || target.getAttribute('role') === 'textbox';
}
