import { FIELD_LIMITS } from '@bq/contract';
import { Button, ConfirmDialog, FormField, Textarea, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';

const L = FIELD_LIMITS.course;

/**
 * Withdraws a completion recorded by mistake, asking why (the reason is kept with the
 * revocation). The person is enrolled again; the certificate code stops being valid.
 */
export function RevokeCompletion({ id, name, code }: { id: number; name: string; code: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const revoke = useCallMutation(calls.registration.revokeCompletion, {
    onSuccess: () => toast.success(`Completion revoked: certificate ${code} is no longer valid`),
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
        Revoke
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revoke the completion"
        message={`${name} will be enrolled again and certificate ${code} will no longer be valid.`}
        variant="delete"
        confirmText="Revoke"
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
          label="Reason"
          required
          error={missing && reason.trim() === '' ? 'Say why the completion is revoked.' : undefined}
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
