import type { SidebarItem } from '@bq/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { moveRow } from './rows';
import { destination, isTyping, SHORTCUTS } from './shortcuts';

/**
 * The shell's listener for the single-key shortcuts of `SHORTCUTS` (Ctrl-K is the header's own):
 * `?` opens the overlay, `g` then a letter goes to an area the role's menu has, `j` / `k` move
 * along a list's rows. Keys typed into a field, held with Ctrl, Alt or ⌘, or pressed while a
 * dialog is open are left alone: they belong to what has the focus.
 */
export function useShortcuts(menu: readonly SidebarItem[], openHelp: () => void) {
  const navigate = useNavigate();
  const afterG = useRef(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const pendingG = afterG.current;
      afterG.current = false;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (pendingG) {
        const shortcut = SHORTCUTS.find((s) => s.kind === 'go' && s.keys[1] === event.key);
        const to = shortcut?.kind === 'go' ? destination(shortcut.to, menu) : undefined;
        if (to) {
          event.preventDefault();
          navigate(to);
        }
        return;
      }
      if (event.key === 'g') {
        afterG.current = true;
        return;
      }
      if (event.key === '?') {
        event.preventDefault();
        openHelp();
        return;
      }
      if (
        (event.key === 'j' || event.key === 'k') &&
        moveRow(event.key === 'j' ? 'next' : 'previous')
      )
        event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menu, navigate, openHelp]);
}
