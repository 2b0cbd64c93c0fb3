import { CODES } from '@bq/contract/meta';
import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../http/errors';
import { type PathMapping, useServerErrors } from './serverErrors';

export interface EditorOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** API field paths → the form's names, where they differ. */
  mapPath?: PathMapping;
  /** Loads the record again and resets the form to it (offered after a version conflict). */
  reload: () => Promise<void>;
}

/**
 * The write side of an editor page (load → form → save / submit): which action is running (the
 * buttons' busy state), a version conflict (409) as a message with a reload offer, and a refusal's
 * field errors under their inputs. Other failures were already shown by the HTTP layer (spec §8);
 * the form keeps what was typed either way.
 */
export function useEditor<V extends FieldValues, A extends string = 'save' | 'submit'>({
  form,
  mapPath,
  reload,
}: EditorOptions<V>) {
  const [busy, setBusy] = useState<A | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const serverErrors = useServerErrors(form, mapPath);

  const running = useRef(false);

  /**
   * Runs one action; resolves true when it went through. One at a time: a second save
   * or submit while one is on its way (a double click) is dropped before it sends anything, so it
   * has no outcome of its own; the button's busy state follows a render later.
   */
  const run = async (what: A, action: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(what);
    try {
      await action();
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === CODES.conflict) setConflict(error.message);
      else serverErrors.apply(error);
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  return {
    busy,
    run,
    conflict: {
      open: conflict !== null,
      message: conflict ?? '',
      reloading,
      /** Drops the typed changes and shows the record as it is now. */
      reload: async () => {
        setReloading(true);
        try {
          await reload();
          setConflict(null);
        } finally {
          setReloading(false);
        }
      },
      dismiss: () => setConflict(null),
    },
  };
}
