import { Button, ConfirmDialog, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../../shared/http/calls';

/** The applicant takes the application back (offered only while the server allows it). */
export function WithdrawButton({ id }: { id: number }) {
  const [asking, setAsking] = useState(false);
  const withdraw = useCallMutation(calls.application.withdraw);
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Withdraw
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Withdraw the application?"
        message="It leaves the approvers' queues. You can apply again later."
        confirmText="Withdraw"
        onConfirm={async () => {
          await withdraw.mutateAsync({ id });
          toast.success('Withdrawn');
        }}
      />
    </>
  );
}
