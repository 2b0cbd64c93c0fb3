import type { OrderDetail } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, Checkbox, Inline, QuantityStepper, Stack, Text, toast } from '@bq/ui';
import { useRef } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { FieldLimits, TextAreaInput, useFieldError } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import {
  LINES_ERROR,
  type RefundFormValues,
  refundFormOf,
  refundPath,
  refundRequestOf,
} from './refundMapping';

const LIMITS = { reason: FIELD_LIMITS.commerce.reason };

function LineChoice({
  index,
  line,
  onProblem,
}: {
  index: number;
  line: RefundFormValues['lines'][number];
  onProblem: (problem: string | null) => void;
}) {
  const chosen = useWatch<RefundFormValues, `lines.${number}.chosen`>({
    name: `lines.${index}.chosen`,
  });
  return (
    <Inline space="md">
      <Controller<RefundFormValues, `lines.${number}.chosen`>
        name={`lines.${index}.chosen`}
        render={({ field }) => (
          <Checkbox
            label={line.title}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      {line.kind === 'product' && line.max > 1 && chosen && (
        <Controller<RefundFormValues, `lines.${number}.quantity`>
          name={`lines.${index}.quantity`}
          render={({ field }) => (
            <QuantityStepper
              size="sm"
              label={`Quantity to refund of ${line.title}`}
              value={field.value}
              min={1}
              max={line.max}
              onChange={field.onChange}
              onProblem={onProblem}
            />
          )}
        />
      )}
      {line.kind === 'product' && (
        <Text size="sm" tone="muted">
          {line.max} left to refund
        </Text>
      )}
    </Inline>
  );
}

function LinesError() {
  const error = useFieldError(LINES_ERROR);
  return error ? (
    <Text role="alert" tone="danger" size="sm">
      {error}
    </Text>
  ) : null;
}

/**
 * The buyer's refund application (`applyfor`): which lines, how many of a product, and why.
 * Finance decides; an approved course line gives the seat back.
 */
export function RefundForm({
  order,
  courseId,
  onDone,
}: {
  order: OrderDetail;
  courseId?: number;
  onDone: () => void;
}) {
  const defaults = refundFormOf(order, courseId);
  const form = useForm<RefundFormValues>({ defaultValues: defaults });
  const editor = useEditor<RefundFormValues, 'submit'>({
    form,
    mapPath: refundPath,
    reload: async () => form.reset(refundFormOf(order, courseId)),
  });
  const request = useCallMutation(calls.refund.request);
  // Lines whose typed quantity is not one (said under the stepper): nothing is sent meanwhile,
  // or the quantity before the typing would be.
  const problems = useRef(new Set<number>());
  const submit = form.handleSubmit(async (values) => {
    const mapped = refundRequestOf(order.id, values);
    if ('errors' in mapped) {
      for (const [name, message] of Object.entries(mapped.errors))
        form.setError(name as 'reason', { type: 'rule', message });
      return;
    }
    const sent = await editor.run('submit', async () => {
      await request.mutateAsync(mapped.request);
    });
    if (sent) {
      toast.success('Refund requested: finance will decide');
      onDone();
    }
  });
  if (defaults.lines.length === 0) return <Text>Nothing of this order is left to refund.</Text>;
  return (
    <FormProvider {...form}>
      <FieldLimits table={LIMITS}>
        <form
          aria-label="Refund application"
          noValidate
          onSubmit={(event) => {
            // A refusal of the list of lines is no field's own: cleared here, or it would block
            // every later submit.
            form.clearErrors();
            const chosen = form.getValues('lines').filter((l) => l.chosen);
            if (chosen.some((l) => problems.current.has(l.lineId))) {
              event.preventDefault();
              return;
            }
            void submit(event);
          }}
        >
          <Stack space="lg">
            <Card title="Which lines" titleLevel={2}>
              <Stack space="sm">
                {defaults.lines.map((line, index) => (
                  <LineChoice
                    key={line.lineId}
                    index={index}
                    line={line}
                    onProblem={(problem) => {
                      if (problem === null) problems.current.delete(line.lineId);
                      else problems.current.add(line.lineId);
                    }}
                  />
                ))}
                <LinesError />
              </Stack>
            </Card>
            <TextAreaInput name="reason" label="Reason" required rows={4} />
            <Inline space="sm">
              <Button type="submit" variant="primary" loading={editor.busy === 'submit'}>
                Apply for the refund
              </Button>
            </Inline>
          </Stack>
        </form>
      </FieldLimits>
    </FormProvider>
  );
}
