import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Dialog, Stack, toast } from '@bq/ui';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, TextAreaInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import type { CaseDetail } from './formMapping';

/**
 * "Reopen for correction" on a closed case, for the roles the office lists (the server says so
 * with `canReopen`): back to approved with a reason kept in its history; closing it again posts
 * only the difference from the commission already posted.
 */
export function ReopenCaseButton({ detail }: { detail: CaseDetail }) {
  const [open, setOpen] = useState(false);
  if (!detail.canReopen) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reopen for correction
      </Button>
      {open && <ReopenCaseDialog detail={detail} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReopenCaseDialog({ detail, onClose }: { detail: CaseDetail; onClose: () => void }) {
  const formId = useId();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const editor = useEditor<{ reason: string }, 'send'>({
    form,
    reload: async () => form.reset({ reason: '' }),
  });
  const reopen = useCallMutation(calls.tranCase.reopen);
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!reason.trim()) {
      form.setError('reason', { type: 'rule', message: 'Say why the case is reopened' });
      return;
    }
    const sent = await editor.run('send', async () => {
      await reopen.mutateAsync({ id: detail.id, reason: reason.trim() });
    });
    if (sent) {
      toast.success(`${detail.caseNo} reopened: fix its commission, then close it again`);
      onClose();
    }
  });
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={`Reopen ${detail.caseNo} for correction`}
      description="The case goes back to approved. Closing it again posts only the difference from the commission already posted, as a correction."
      dismissible={editor.busy === null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={editor.busy === 'send'}>
            Reopen
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={{ reason: FIELD_LIMITS.payroll.reason }}>
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              form.clearErrors();
              void submit(event);
            }}
          >
            <Stack space="md">
              <TextAreaInput name="reason" label="Reason" required />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
