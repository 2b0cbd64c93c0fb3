import { SearchIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './CommandPaletteTrigger.css';

export type CommandPaletteTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
  /** The box's words ("Search…"), also its accessible name with the shortcut. */
  label: string;
  /** The key hint shown at the end ("Ctrl K", "⌘K"). */
  shortcut?: string;
};

/**
 * What opens a CommandPalette from a header: a button drawn as a search box with its shortcut.
 * Kept apart from the palette so a page bundles this and loads the palette when it is first opened.
 */
export const CommandPaletteTrigger = forwardRef<HTMLButtonElement, CommandPaletteTriggerProps>(
  function CommandPaletteTrigger({ label, shortcut, className, ...props }, ref) {
    return (
      <button
        ref={ref}
        type="button"
        aria-keyshortcuts={
          shortcut ? shortcut.replace(/\s+/g, '+').replace('⌘', 'Meta+') : undefined
        }
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        {...props}
      >
        <SearchIcon aria-hidden className={styles.icon} />
        <span className={styles.label}>{label}</span>
        {shortcut && (
          <kbd className={styles.kbd} aria-hidden>
            {shortcut}
          </kbd>
        )}
      </button>
    );
  },
);
CommandPaletteTrigger.displayName = 'CommandPaletteTrigger';
