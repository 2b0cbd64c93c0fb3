import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Inline, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, SelectField, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { usePeopleOptions } from '../api/people';
import { type ConfigValues, configChanges, configValues } from './personView';

const LIMITS = {
  companyEmail: FIELD_LIMITS.common.email,
  commissionPlan: FIELD_LIMITS.people.commissionPlan,
};

/** The office's settings for one person, edited; each changed field becomes a history record. */
export function OfficeSettingsForm({
  agentId,
  config,
  onDone,
}: {
  agentId: number;
  config: Res<typeof calls.agentAdminConfig.getByAgentId>;
  onDone: () => void;
}) {
  const initial = configValues(config);
  const form = useForm<ConfigValues>({ defaultValues: initial });
  const editor = useEditor({ form, reload: async () => form.reset(initial) });
  const edit = useCallMutation(calls.agentAdminConfig.edit);
  const { roleOptions, branchOptions } = usePeopleOptions();
  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const changes = configChanges(initial, values);
      if (Object.keys(changes).length > 0) {
        await edit.mutateAsync({ agentId, ...changes });
        toast.success('Office settings saved');
      }
      onDone();
    }),
  );
  return (
    <FormProvider {...form}>
      <FieldLimits table={LIMITS}>
        <form onSubmit={save} aria-label="Office settings">
          <Stack space="md">
            <Inline space="lg" alignItems="flex-start">
              <SelectField name="roleId" label="Role" options={roleOptions} required />
              <SelectField name="branchId" label="Branch" options={branchOptions} />
            </Inline>
            <Inline space="lg" alignItems="flex-end">
              <TextInput name="companyEmail" label="Company e-mail" />
              <Button
                variant="secondary"
                onClick={async () => {
                  const proposed = await api('agentAdminConfig', 'generateCompanyEmail', {
                    agentId,
                  });
                  form.setValue('companyEmail', proposed.companyEmail, { shouldDirty: true });
                }}
              >
                Propose one
              </Button>
            </Inline>
            <Inline space="lg" alignItems="flex-start">
              <SelectField
                name="mentorCertificate"
                label="Certified mentor"
                options={[
                  { value: '0', label: 'No' },
                  { value: '1', label: 'Yes' },
                ]}
              />
              <TextInput name="commissionPlan" label="Commission plan" />
            </Inline>
            <Inline space="sm">
              <Button type="submit" loading={editor.busy === 'save'}>
                Save
              </Button>
              <Button variant="secondary" onClick={onDone}>
                Cancel
              </Button>
            </Inline>
          </Stack>
        </form>
      </FieldLimits>
    </FormProvider>
  );
}
