import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, type StoredDraft, writeDraft } from './draftStorage';

const WRITE_DELAY_MS = 300;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Mirrors unsaved form values into local storage (debounced) and, when the page opens with a
 * stored copy that differs from what the server has, offers it back.
 */
export function useLocalDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  scope: string,
  initial: V,
) {
  const [offer, setOffer] = useState<StoredDraft<V> | null>(() => {
    const stored = readDraft<V>(scope);
    if (stored && same(stored.values, initial)) {
      clearDraft(scope);
      return null;
    }
    return stored;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = form.getValues();
        if (same(values, form.formState.defaultValues)) clearDraft(scope);
        else writeDraft(scope, values);
      }, WRITE_DELAY_MS);
    });
    // A tab closed within the delay still leaves its last keystrokes behind.
    const flush = () => {
      const values = form.getValues();
      if (!same(values, form.formState.defaultValues)) writeDraft(scope, values);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [form, scope]);

  return {
    offer,
    restore: () => {
      if (offer) form.reset(offer.values, { keepDefaultValues: true });
      setOffer(null);
    },
    discard: () => {
      clearDraft(scope);
      setOffer(null);
    },
  };
}
