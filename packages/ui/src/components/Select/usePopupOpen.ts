import { type KeyboardEvent, useState } from 'react';

/**
 * The open state of a searchable select's popup, controlled (`open`) or not, told to
 * `onOpenChange`; the arrow keys on the trigger open it, as on a native select. `onOpening` runs
 * as it opens (a picker clears its search there).
 */
export function usePopupOpen({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onOpening,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onOpening?: () => void;
}) {
  const [inner, setInner] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    if (next) onOpening?.();
    setInner(next);
    onOpenChange?.(next);
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  return { open: openProp ?? inner, setOpen, onTriggerKeyDown };
}
