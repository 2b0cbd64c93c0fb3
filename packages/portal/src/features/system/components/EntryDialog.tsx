import { Button, Dialog, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, SelectField, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { ENTRY_TEXT_LIMITS, type EntryFormValues, KIND_HELP, KIND_TEXT } from './blacklist';

const KIND_OPTIONS = (Object.keys(KIND_TEXT) as EntryFormValues['kind'][]).map((kind) => ({
  value: kind,
  label: KIND_TEXT[kind],
}));

/**
 * Adds an entry. The server stores the value in one form and refuses, under the field, a value
 * that is not of its kind, one already listed and one that would refuse the person adding it.
 */
export function EntryDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<EntryFormValues>({
    defaultValues: { kind: 'email', value: '', reason: '' },
  });
  const editor = useEditor({ form, reload: async () => onClose() });
  const add = useCallMutation(calls.blackList.add);
  const kind = form.watch('kind');

  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const entry = await add.mutateAsync(values);
      toast.success(`${entry.value} is on the blacklist`);
      onClose();
    }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add to the blacklist"
      description="Who is refused gets the same neutral answer everywhere: never the entry or its reason. Staff accounts are not refused."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="danger"
            form="blacklist-entry-form"
            loading={editor.busy === 'save'}
          >
            Add to the blacklist
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={ENTRY_TEXT_LIMITS}>
          <form id="blacklist-entry-form" aria-label="Blacklist entry" onSubmit={save} noValidate>
            <Stack space="md">
              <SelectField name="kind" label="Kind" options={KIND_OPTIONS} required />
              <TextInput name="value" label={KIND_TEXT[kind]} help={KIND_HELP[kind]} required />
              <TextAreaInput
                name="reason"
                label="Reason"
                help="For the office only: the refused person never sees it"
                rows={3}
                required
              />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
