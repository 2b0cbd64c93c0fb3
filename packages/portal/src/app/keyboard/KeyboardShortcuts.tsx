import type { SidebarItem } from '@bq/ui';
import { useCallback, useState } from 'react';
import { ShortcutsOverlay } from './ShortcutsOverlay';
import { useShortcuts } from './useShortcuts';

/** The shell's shortcuts and their `?` overlay, for the menu the role has. */
export function KeyboardShortcuts({ menu }: { menu: readonly SidebarItem[] }) {
  const [open, setOpen] = useState(false);
  const openHelp = useCallback(() => setOpen(true), []);
  useShortcuts(menu, openHelp);
  return <ShortcutsOverlay open={open} onOpenChange={setOpen} menu={menu} />;
}
