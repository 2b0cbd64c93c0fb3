import { type FormEvent, useState } from 'react';
import type { TwoStepText } from './texts';

/**
 * A code typed into `CodeInput`, as the sign-in's second step and the step-up dialog take it: a
 * 6-digit app code or (toggled) a recovery code, its shape checked before anything is sent, the
 * server's refusal shown under the field, one try at a time.
 */
export function useCodeEntry(t: (key: TwoStepText) => string) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit =
    (verify: (code: string) => Promise<unknown>, messageOf: (failure: unknown) => string) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // The step-up dialog's form sits inside the page's own: its submit stays its own.
      event.stopPropagation();
      if (busy) return;
      const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
      if (recovery ? code === '' : !/^\d{6}$/.test(code)) {
        setError(t(recovery ? 'recoveryRequired' : 'codeRequired'));
        return;
      }
      setBusy(true);
      setError('');
      try {
        await verify(code);
      } catch (failure) {
        setError(messageOf(failure));
      } finally {
        setBusy(false);
      }
    };

  return {
    recovery,
    error,
    busy,
    submit,
    label: t(recovery ? 'recoveryCode' : 'code'),
    toggleText: t(recovery ? 'useApp' : 'useRecovery'),
    toggle: () => {
      setRecovery(!recovery);
      setError('');
    },
  };
}
