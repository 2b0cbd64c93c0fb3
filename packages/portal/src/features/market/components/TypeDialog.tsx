import type { ProductTypeRow } from '@bq/contract';
import { Button, Dialog, FormField, Stack, Switch, toast } from '@bq/ui';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, FieldRow, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  sortRule,
  TYPE_TEXT_LIMITS,
  type TypeFormValues,
  typeFormOf,
  typeRequestOf,
} from './typeMapping';

/**
 * Adds a product type, or edits one (its names, its place in the lists, whether it is offered).
 * A name another type has is refused by the server under the English name.
 */
export function TypeDialog({
  type,
  nextSort,
  onClose,
}: {
  /** null: a new type. */
  type: ProductTypeRow | null;
  nextSort: number;
  onClose: () => void;
}) {
  const form = useForm<TypeFormValues>({ defaultValues: typeFormOf(type, nextSort) });
  const editor = useEditor({ form, reload: async () => onClose() });
  const add = useCallMutation(calls.productType.add);
  const edit = useCallMutation(calls.productType.edit);

  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const request = typeRequestOf(values);
      if (type) await edit.mutateAsync({ id: type.id, ...request });
      else await add.mutateAsync(request);
      toast.success(`${request.nameEn} ${type ? 'saved' : 'added'}`);
      onClose();
    }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={type ? `Edit ${type.nameEn}` : 'New product type'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            form="product-type-form"
            loading={editor.busy === 'save'}
          >
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={TYPE_TEXT_LIMITS}>
          <form id="product-type-form" aria-label="Product type" onSubmit={save} noValidate>
            <Stack space="md">
              <FieldRow>
                <TextInput name="nameEn" label="Name (English)" required />
                <TextInput name="nameZh" label="Name (Chinese)" />
              </FieldRow>
              <TextInput
                name="sort"
                label="Sort"
                help="Lists show smaller numbers first"
                rule={sortRule}
              />
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <FormField label="Offered" help="An inactive type is kept but not offered">
                    <Switch
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      label={field.value ? 'Active' : 'Inactive'}
                    />
                  </FormField>
                )}
              />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
