import { FULFIL_HOW, type OrderDetail } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Checkbox, Dialog, FormField, RadioGroup, Stack, toast } from '@bq/ui';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, TextAreaInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  FULFIL_TEXT,
  type FulfilValues,
  fulfilRequest,
  linesToDeliver,
  startFulfil,
} from './fulfilment';

const LIMITS = { note: FIELD_LIMITS.commerce.note };

/**
 * Marks product lines of a paid order shipped or picked up, with a note (the carrier and tracking
 * number, or who collected). The order is fulfilled once no line is left waiting.
 */
export function FulfilDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const lines = linesToDeliver(order.lines);
  const form = useForm<FulfilValues>({ defaultValues: startFulfil(order.lines) });
  const editor = useEditor({ form, reload: async () => onClose() });
  const fulfil = useCallMutation(calls.order.fulfil);

  const save = form.handleSubmit((values) => {
    const request = fulfilRequest(order.id, values);
    if (!request) {
      form.setError('lineIds', { type: 'validate', message: 'Choose at least one line' });
      return;
    }
    return editor.run('save', async () => {
      await fulfil.mutateAsync(request);
      toast.success(`${FULFIL_TEXT[values.how]}: ${request.lineIds.length} of ${lines.length}`);
      onClose();
    });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Ship or hand over ${order.reference}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" form="fulfil-form" loading={!!editor.busy}>
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={LIMITS}>
          <form id="fulfil-form" aria-label="Ship or hand over" onSubmit={save} noValidate>
            <Stack space="md">
              <Controller
                control={form.control}
                name="lineIds"
                render={({ field }) => (
                  <FormField label="Lines" error={form.formState.errors.lineIds?.message}>
                    <Stack space="xs">
                      {lines.map((line) => {
                        const value = String(line.id);
                        return (
                          <Checkbox
                            key={line.id}
                            label={`${line.title} × ${line.quantity - line.refundedQuantity}`}
                            checked={field.value.includes(value)}
                            onCheckedChange={(checked) => {
                              form.clearErrors('lineIds');
                              field.onChange(
                                checked
                                  ? [...field.value, value]
                                  : field.value.filter((id) => id !== value),
                              );
                            }}
                          />
                        );
                      })}
                    </Stack>
                  </FormField>
                )}
              />
              <Controller
                control={form.control}
                name="how"
                render={({ field }) => (
                  <FormField label="How">
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      orientation="horizontal"
                      options={FULFIL_HOW.map((how) => ({ value: how, label: FULFIL_TEXT[how] }))}
                    />
                  </FormField>
                )}
              />
              <TextAreaInput
                name="note"
                label="Note"
                help="The carrier and tracking number, or who collected"
                rows={3}
              />
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
