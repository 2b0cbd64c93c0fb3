import { Button, Dialog, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import {
  DateField,
  FieldLimits,
  FieldRow,
  SelectField,
  TextInput,
} from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  CODE_TEXT_LIMITS,
  type CodeFormValues,
  codeRequestOf,
  emptyCodeForm,
  KIND_OPTIONS,
  SCOPE_OPTIONS,
  usesRule,
} from './discountCodeMapping';

/**
 * A new discount code: what it takes off (a percent or an amount), of what (the order, its
 * products or its courses), when, and how often. A code cannot be edited once buyers may have
 * used it; it is stopped instead and a new one made. The server's refusals show under their fields.
 */
export function DiscountCodeDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<CodeFormValues>({ defaultValues: emptyCodeForm() });
  const editor = useEditor({ form, reload: async () => onClose() });
  const add = useCallMutation(calls.discountCode.add);
  const kind = form.watch('kind');

  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const saved = await add.mutateAsync(codeRequestOf(values));
      toast.success(`${saved.code} added`);
      onClose();
    }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New discount code"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            form="discount-code-form"
            loading={editor.busy === 'save'}
          >
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={CODE_TEXT_LIMITS}>
          <form id="discount-code-form" aria-label="Discount code" onSubmit={save} noValidate>
            <Stack space="md">
              <TextInput
                name="code"
                label="Code"
                required
                help="Letters, digits, - and _; buyers may type it in any case"
              />
              <FieldRow>
                <SelectField name="kind" label="Kind" options={KIND_OPTIONS} />
                {kind === 'percent' ? (
                  <TextInput name="percent" label="Percent off" required help="Up to 100" />
                ) : (
                  <MoneyField name="amount" label="Amount off" required />
                )}
              </FieldRow>
              <SelectField name="scope" label="Applies to" options={SCOPE_OPTIONS} />
              <FieldRow>
                <DateField name="validFrom" label="Valid from" />
                <DateField name="validTo" label="Valid to" />
              </FieldRow>
              <FieldRow>
                <TextInput
                  name="maxUses"
                  label="Uses in all"
                  help="Empty: no limit"
                  rule={usesRule}
                />
                <TextInput
                  name="maxUsesPerBuyer"
                  label="Uses per buyer"
                  help="Empty: no limit"
                  rule={usesRule}
                />
              </FieldRow>
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
