import { CODES, FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, Inline, Stack, toast } from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { clearDraft } from '../../../shared/forms/draftStorage';
import { EditorDialogs } from '../../../shared/forms/EditorDialogs';
import {
  DateField,
  FieldLimits,
  FieldRow,
  SelectField,
  TextAreaInput,
} from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { useLocalDraft } from '../../../shared/forms/useLocalDraft';
import { useUnsavedGuard } from '../../../shared/forms/useUnsavedGuard';
import { calls, invalidateAfter } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { ApiError } from '../../../shared/http/errors';
import { useAgentOptions } from '../api/people';
import {
  type AgreementValues,
  agreementErrors,
  emptyAgreement,
  toAddRequest,
} from './coachMapping';

const LIMITS = { terms: FIELD_LIMITS.coachAgreement.terms };

/**
 * A new coach agreement: a certified coach, a mentee without an active coach, the dates and the
 * terms. The server decides the certificate and the one-coach rule; its refusal shows under the
 * field it names.
 */
export function AgreementForm({
  menteeAgentId = '',
  onAdded,
}: {
  /** Preset (and fixed) when the form is opened from an agent's page. */
  menteeAgentId?: string;
  onAdded: (coachAgentId: number, allow: () => void) => void;
}) {
  const queryClient = useQueryClient();
  const agents = useAgentOptions();
  const initial = emptyAgreement(menteeAgentId);
  const form = useForm<AgreementValues>({ defaultValues: initial });
  const scope = `coach-agreement:${menteeAgentId}`;
  const draft = useLocalDraft(form, scope, initial);
  const guard = useUnsavedGuard(form.formState.isDirty);
  const editor = useEditor<AgreementValues, 'save'>({ form, reload: async () => {} });

  const save = () =>
    editor.run('save', async () => {
      form.clearErrors();
      if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
      const values = form.getValues();
      const errors = Object.entries(agreementErrors(values));
      for (const [name, message] of errors)
        form.setError(name as keyof AgreementValues, { type: 'rule', message });
      if (errors.length > 0) return;
      let added: { id: number; ref: string };
      try {
        added = await api('coachAgreement', 'add', toAddRequest(values));
      } catch (error) {
        // 409: the mentee has an active coach already. Said under the mentee, not as a reload.
        if (!(error instanceof ApiError) || error.code !== CODES.conflict) throw error;
        form.setError(menteeAgentId ? 'coachAgentId' : 'menteeAgentId', {
          type: 'server',
          message: error.message,
        });
        return;
      }
      form.reset(values);
      clearDraft(scope);
      await invalidateAfter(queryClient, calls.coachAgreement.add);
      toast.success(`Coach agreement ${added.ref} added`);
      onAdded(Number(values.coachAgentId), guard.allowNextNavigation);
    });

  return (
    <FormProvider {...form}>
      <FieldLimits table={LIMITS}>
        <Card>
          <Stack space="md">
            <FieldRow>
              <SelectField name="coachAgentId" label="Coach" required options={agents.options} />
              {!menteeAgentId && (
                <SelectField
                  name="menteeAgentId"
                  label="Mentee"
                  required
                  options={agents.options}
                />
              )}
            </FieldRow>
            <FieldRow>
              <DateField name="startDate" label="Start date" required />
              <DateField name="endDate" label="End date" help="Empty: open-ended" />
            </FieldRow>
            <TextAreaInput name="terms" label="Terms" rows={3} />
            <Inline align="end">
              <Button
                loading={editor.busy === 'save'}
                disabled={editor.busy !== null}
                onClick={save}
              >
                Add agreement
              </Button>
            </Inline>
          </Stack>
        </Card>
      </FieldLimits>
      <EditorDialogs draft={draft} guard={guard} conflict={editor.conflict} record="agreement" />
    </FormProvider>
  );
}
