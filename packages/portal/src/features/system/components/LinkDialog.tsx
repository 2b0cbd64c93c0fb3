import type { ExternalLink } from '@bq/contract';
import { Button, Dialog, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { LINK_TEXT_LIMITS, type LinkFormValues, linkFormOf } from './office';
import { SortAndUse } from './SortAndUse';

/** Adds an external link for the staff's home page, or edits one (https only, checked by the server). */
export function LinkDialog({
  link,
  nextSort,
  onClose,
}: {
  /** null: a new link. */
  link: ExternalLink | null;
  nextSort: number;
  onClose: () => void;
}) {
  const form = useForm<LinkFormValues>({ defaultValues: linkFormOf(link, nextSort) });
  const editor = useEditor({ form, reload: async () => onClose() });
  const save = useCallMutation(calls.externalLink.save);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const saved = await save.mutateAsync({ ...values, ...(link ? { id: link.id } : {}) });
      toast.success(`${saved.title} ${link ? 'saved' : 'added'}`);
      onClose();
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={link ? `Edit ${link.title}` : 'New external link'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" form="link-form" loading={editor.busy === 'save'}>
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={LINK_TEXT_LIMITS}>
          <form id="link-form" aria-label="External link" onSubmit={submit} noValidate>
            <Stack space="md">
              <TextInput name="title" label="Title" required />
              <TextInput
                name="url"
                label="Address"
                help="A secure address, starting with https://"
                required
              />
              <TextInput name="description" label="What it is for" />
              <SortAndUse offHelp="Switched off: kept here, no longer on the home page" />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
