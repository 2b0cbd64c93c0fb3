import type { TextLimit } from '@bq/contract/meta';
import { Button, Dialog, Stack, toast } from '@bq/ui';
import { type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  FormProvider,
  type Path,
  useForm,
} from 'react-hook-form';
import { FieldLimits } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { newIdempotencyKey } from '../../../shared/http/idempotencyKey';
import type { Checked } from './decisions';

/**
 * One of finance's decisions in a dialog (accept or reject a payment, approve or refuse a refund):
 * the fields, a check before sending (`toRequest`), the call, a toast, and the server's refusals
 * under the fields. Opened by its trigger; closes when the decision went through.
 *
 * `send` gets the dialog's idempotency key beside the request: made when the dialog opens, sent
 * again by every submit of it (a retry after a lost answer gets the first answer, not a second
 * decision), new with the next opening. A refused submit leaves no key behind on the server, so
 * the corrected request may go with the same one.
 */
export function DecisionDialog<V extends FieldValues, R>({
  open,
  onOpenChange,
  title,
  description,
  defaults,
  limits,
  submitText,
  danger = false,
  toRequest,
  send,
  done,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  defaults: DefaultValues<V>;
  limits: Readonly<Record<string, TextLimit>>;
  submitText: string;
  danger?: boolean;
  toRequest: (values: V) => Checked<R, string>;
  send: (request: R, idempotencyKey: string) => Promise<unknown>;
  done: string;
  children: ReactNode;
}) {
  const formId = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<V>({ defaultValues: defaults });
  const editor = useEditor<V, 'send'>({ form, reload: async () => form.reset(defaults) });
  const submit = form.handleSubmit(async (values) => {
    const checked = toRequest(values);
    if ('errors' in checked) {
      for (const [name, message] of Object.entries(checked.errors))
        if (message) form.setError(name as Path<V>, { type: 'rule', message });
      return;
    }
    const sent = await editor.run('send', async () => {
      await send(checked.request, idempotencyKey);
    });
    if (sent) {
      toast.success(done);
      onOpenChange(false);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      dismissible={editor.busy === null}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            loading={editor.busy === 'send'}
          >
            {submitText}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={limits}>
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              form.clearErrors();
              void submit(event);
            }}
          >
            <Stack space="md">{children}</Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
