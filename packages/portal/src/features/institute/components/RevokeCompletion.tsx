import { FIELD_LIMITS } from '@bq/contract';
import { Button, ConfirmDialog, FormField, Textarea, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { useWords } from './staffTexts';

const L = FIELD_LIMITS.course;

/**
 * Withdraws a completion recorded by mistake, asking why (the reason is kept with the
 * revocation). The person is enrolled again; the certificate code stops being valid.
 */
export function RevokeCompletion({ id, name, code }: { id: number; name: string; code: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const say = useWords();
  const revoke = useCallMutation(calls.registration.revokeCompletion, {
    onSuccess: () => toast.success(say('revoked', { code })),
  });
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={(event) => {
          event.stopPropagation();
          setReason('');
          setMissing(false);
          setOpen(true);
        }}
      >
        {say('revoke')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={say('revokeTitle')}
        message={say('revokeQuestion', { name, code })}
        variant="delete"
        confirmText={say('revoke')}
        cancelText={say('cancel')}
        onConfirm={() => {
          // A promise that fails keeps the dialog open with what was typed.
          if (reason.trim() === '') {
            setMissing(true);
            return Promise.reject(new Error('reason required'));
          }
          return revoke.mutateAsync({ id, reason: reason.trim() });
        }}
      >
        <FormField
          label={say('revokeReason')}
          required
          error={missing && reason.trim() === '' ? say('revokeWhy') : undefined}
        >
          <Textarea
            rows={3}
            value={reason}
            maxLength={L.revokeReason.max}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
