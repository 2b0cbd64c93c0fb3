import { keepWithinCharacters } from '@bq/validators';
import {
  type ChangeEvent,
  type CompositionEvent,
  type ForwardedRef,
  useCallback,
  useEffect,
  useRef,
} from 'react';

type Box = HTMLInputElement | HTMLTextAreaElement;

type Handlers<E extends Box> = {
  onChange?: (event: ChangeEvent<E>) => void;
  onCompositionStart?: (event: CompositionEvent<E>) => void;
  onCompositionEnd?: (event: CompositionEvent<E>) => void;
};

/**
 * Sets a box's value. React tracks the last value it saw through the box's own `value` setter:
 * inside an input event that is what we want (else typing the refused text again would look like
 * no change and go uncut); outside one (`fresh`), the prototype's setter leaves React's record
 * behind, so the `input` event that follows reaches onChange.
 */
function setValue(box: Box, value: string, fresh: boolean) {
  if (!fresh) {
    box.value = value;
    return;
  }
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')?.set?.call(box, value);
}

/**
 * A `maxLength` in characters as a person counts them (`characterCount` of @bq/validators). The
 * native attribute counts UTF-16 code units and would stop a person typing emoji at half the
 * limit, so the box gets no attribute; instead, as the attribute does, the part of an insertion
 * that would go past the limit is not inserted. During an IME composition (pinyin becoming 房)
 * nothing is cut, as cutting would break the composition; the result is checked when it ends.
 *
 * Returns the ref and handlers to put on the box, wrapping the consumer's own.
 */
export function useCharacterLimit<E extends Box>(
  max: number | undefined,
  forwarded: ForwardedRef<E>,
  handlers: Handlers<E>,
) {
  const box = useRef<E | null>(null);
  // The value before the edit being handled: an edit is what differs from it.
  const before = useRef<string | null>(null);
  const composing = useRef(false);

  const ref = useCallback(
    (node: E | null) => {
      box.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );

  // A form may set the value between edits (a reset, a loaded draft); `beforeinput` sees the value
  // each edit starts from, whoever set it.
  useEffect(() => {
    const node = box.current;
    if (!node || max == null) return;
    const remember = () => {
      if (!composing.current) before.current = node.value;
    };
    node.addEventListener('beforeinput', remember);
    return () => node.removeEventListener('beforeinput', remember);
  }, [max]);

  const limit = (node: E, fresh: boolean) => {
    if (max == null) return false;
    const kept = keepWithinCharacters(before.current ?? '', node.value, max);
    if (kept.cut) {
      setValue(node, kept.value, fresh);
      node.setSelectionRange(kept.caret, kept.caret);
    }
    before.current = node.value;
    return kept.cut;
  };

  return {
    ref,
    onChange: (event: ChangeEvent<E>) => {
      const native = event.nativeEvent as Partial<InputEvent>;
      if (!composing.current && !native.isComposing) limit(event.target, false);
      handlers.onChange?.(event);
    },
    onCompositionStart: (event: CompositionEvent<E>) => {
      composing.current = true;
      before.current = event.currentTarget.value;
      handlers.onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      composing.current = false;
      const node = event.currentTarget;
      // The composed text went in unchecked: cut it now and tell the form, as a keystroke would.
      if (limit(node, true)) node.dispatchEvent(new Event('input', { bubbles: true }));
      handlers.onCompositionEnd?.(event);
    },
  };
}
