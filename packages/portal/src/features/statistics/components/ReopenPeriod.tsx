import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, ConfirmDialog, FormField, Textarea, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { periodLabel } from './periods';

/**
 * "Reopen" on a closed period, for those who close periods: a reason is asked for and kept. The
 * figures are live again until the period is closed anew; the server refuses once an award was
 * confirmed from it.
 */
export function ReopenPeriod({ period }: { period: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reopen = useCallMutation(calls.production.reopenPeriod, {
    onSuccess: () => toast.success(`${periodLabel(period)} is open again`),
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setReason('');
          setOpen(true);
        }}
      >
        Reopen {periodLabel(period)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Reopen ${periodLabel(period)}`}
        message="Its figures become live again and count the cases closed since; close it again to freeze them. Your reason is kept with the period."
        confirmText="Reopen the period"
        onConfirm={async () => {
          await reopen.mutateAsync({ period, reason });
        }}
      >
        <FormField label="Reason" required>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={FIELD_LIMITS.awards.reopenReason.max}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
