import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as styles from './Header.css';

export type HeaderRole = {
  roleId: string | number;
  roleName: string;
  dutyName: string;
  /** The active role (spec §3 "ifActive"); truthy for exactly one entry. */
  ifActive: boolean | number;
};

export const roleLabel = (role: HeaderRole) => `${role.dutyName} - ${role.roleName}`;

type RoleMenuProps = {
  roles: readonly HeaderRole[];
  onSwitchRole?: (roleId: HeaderRole['roleId']) => void;
  /** Names the menu for screen readers together with the active role. */
  label: string;
};

/**
 * The WAI-ARIA menu-button pattern, written by hand: Radix DropdownMenu alone weighs ~31 KB gzip
 * (floating-ui, collection, roving focus), which breaks the Header's 25 KB budget. The menu only
 * ever drops down under its trigger, so no positioning engine is needed.
 */
export function RoleMenu({ roles, onSwitchRole, label }: RoleMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const triggerId = useId();
  const activeIndex = Math.max(
    0,
    roles.findIndex((role) => role.ifActive),
  );
  const active = roles[activeIndex];

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (index: number) => {
    const role = roles[index];
    close();
    if (role && !role.ifActive) onSwitchRole?.(role.roleId);
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? activeIndex : roles.length - 1);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent) => {
    const last = roles.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focusIndex);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  if (!active) return null;
  if (roles.length === 1) {
    return (
      <span className={styles.roleStatic} title={roleLabel(active)}>
        {roleLabel(active)}
      </span>
    );
  }

  return (
    <div ref={rootRef} className={styles.roleMenuRoot}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.roleTrigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label}: ${roleLabel(active)}`}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? setOpen(false) : openAt(activeIndex))}
        onKeyDown={onTriggerKeyDown}
      >
        <span className={styles.roleTriggerText} title={roleLabel(active)}>
          {roleLabel(active)}
        </span>
        <ChevronDownIcon aria-hidden />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className={styles.roleMenu}
          data-state="open"
        >
          {roles.map((role, index) => (
            <div
              key={role.roleId}
              ref={(node) => {
                itemRefs.current[index] = node;
              }}
              role="menuitemradio"
              aria-checked={Boolean(role.ifActive)}
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.roleItem}
              data-state={role.ifActive ? 'checked' : 'unchecked'}
              onClick={() => choose(index)}
              onKeyDown={onItemKeyDown}
              onPointerMove={() => setFocusIndex(index)}
            >
              <span className={styles.roleCheck}>
                {role.ifActive ? <CheckIcon aria-hidden /> : null}
              </span>
              {roleLabel(role)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
