import type { DictionaryEntry, DictionaryKind } from '@bq/contract';
import { Button, Dialog, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, FieldRow, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  DICTIONARY_TEXT,
  DICTIONARY_TEXT_LIMITS,
  type DictionaryFormValues,
  dictionaryFormOf,
} from './office';
import { SortAndUse } from './SortAndUse';

/** Adds an entry to a list of the dictionary, or edits one; its code is fixed once made. */
export function DictionaryDialog({
  kind,
  entry,
  nextSort,
  onClose,
}: {
  kind: DictionaryKind;
  /** null: a new entry. */
  entry: DictionaryEntry | null;
  nextSort: number;
  onClose: () => void;
}) {
  const form = useForm<DictionaryFormValues>({ defaultValues: dictionaryFormOf(entry, nextSort) });
  const editor = useEditor({ form, reload: async () => onClose() });
  const save = useCallMutation(calls.officeDictionary.save);
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const saved = await save.mutateAsync({ ...values, kind, ...(entry ? { id: entry.id } : {}) });
      toast.success(`${saved.label} ${entry ? 'saved' : 'added'}`);
      onClose();
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={entry ? `Edit ${entry.label}` : `New entry of ${DICTIONARY_TEXT[kind].title}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            form="dictionary-form"
            loading={editor.busy === 'save'}
          >
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={DICTIONARY_TEXT_LIMITS}>
          <form id="dictionary-form" aria-label="Dictionary entry" onSubmit={submit} noValidate>
            <Stack space="md">
              {entry ? null : (
                <TextInput
                  name="code"
                  label="Code"
                  help="What records store: lower-case letters, digits and hyphens. It cannot change later."
                  required
                />
              )}
              <FieldRow>
                <TextInput name="label" label="Label (English)" required />
                <TextInput name="labelZh" label="Label (Chinese)" />
              </FieldRow>
              <SortAndUse offHelp="Switched off: no longer offered; records that have it keep it" />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
