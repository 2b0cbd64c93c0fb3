import type { AwardProgramme, PeriodInfo } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Dialog, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, SelectField, TextInput } from '../../../shared/forms/fields';
import { MoneyField } from '../../../shared/forms/MoneyField';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { periodOptions } from './periods';
import { type ProgrammeValues, programmeRequest, programmeValues } from './programmeMapping';

const L = FIELD_LIMITS.awards;
const LIMITS = { name: L.name } as const;

/**
 * Adds an award programme or edits one not yet confirmed: a name, the period it ranks, the
 * measure and the rule (the top N, or everyone at or above a threshold).
 */
export function ProgrammeDialog({
  from,
  today,
  closed,
  onClose,
}: {
  from: AwardProgramme | null;
  today: string;
  closed: readonly PeriodInfo[];
  onClose: () => void;
}) {
  const form = useForm<ProgrammeValues>({ defaultValues: programmeValues(from, today) });
  const editor = useEditor({ form, reload: async () => onClose() });
  const save = useCallMutation(calls.award.save);
  const rule = form.watch('rule');
  const measure = form.watch('measure');
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const saved = await save.mutateAsync(programmeRequest(values, from?.id));
      toast.success(`${saved.name} is saved`);
      onClose();
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={from ? `Edit ${from.name}` : 'New award'}
      description="Winners are computed from the period's frozen statistics once it is closed, then confirmed by a person who is not among them."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="primary"
            form="award-form"
            loading={editor.busy === 'save'}
          >
            Save
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={LIMITS}>
          <form id="award-form" aria-label="Award" onSubmit={submit} noValidate>
            <Stack space="md">
              <TextInput name="name" label="Name" required />
              <SelectField
                name="periodKey"
                label="Period"
                options={periodOptions(today, closed)}
                required
              />
              <SelectField
                name="measure"
                label="Measure"
                options={[
                  { value: 'volume', label: 'Closed volume' },
                  { value: 'sides', label: 'Sides' },
                ]}
                required
              />
              <SelectField
                name="rule"
                label="Rule"
                options={[
                  { value: 'top', label: 'The top agents' },
                  { value: 'threshold', label: 'Everyone at or above a threshold' },
                ]}
                required
              />
              {rule === 'top' ? (
                <TextInput
                  name="topN"
                  label="How many winners"
                  help="From 1 to 100; agents tied at the last place all win"
                  required
                />
              ) : measure === 'volume' ? (
                <MoneyField
                  name="threshold"
                  label="Closed volume at least"
                  required
                  max={L.threshold}
                />
              ) : (
                <TextInput
                  name="threshold"
                  label="Sides at least"
                  help="Sides with two places, such as 2.50"
                  required
                />
              )}
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
