import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Dialog, type SelectOption, Stack, Text, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, FieldRow, SelectField, TextInput } from '../../../shared/forms/fields';
import { emailRule } from '../../../shared/forms/rules';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';

interface NewPerson {
  email: string;
  legalName: string;
  englishName: string;
  roleId: string;
  branchId: string;
}

const LIMITS = {
  email: FIELD_LIMITS.common.email,
  legalName: FIELD_LIMITS.people.name,
  englishName: FIELD_LIMITS.people.otherName,
};

/**
 * Adds a person with a role and a branch. The new account has no password: the person sets one
 * with "Forgot password" from the e-mail address given here (docs/decisions/people.md, People).
 */
export function AddPersonDialog({
  roles,
  branches,
  onClose,
  onAdded,
}: {
  roles: readonly SelectOption[];
  branches: readonly SelectOption[];
  onClose: () => void;
  onAdded: (agentId: number) => void;
}) {
  const form = useForm<NewPerson>({
    defaultValues: { email: '', legalName: '', englishName: '', roleId: '', branchId: '' },
  });
  const editor = useEditor({ form, reload: async () => {} });
  const add = useCallMutation(calls.agentInfo.addAgent);
  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      if (!values.roleId) {
        form.setError('roleId', { type: 'rule', message: 'is required' });
        return;
      }
      const added = await add.mutateAsync({
        email: values.email.trim(),
        legalName: values.legalName.trim(),
        englishName: values.englishName.trim(),
        roleId: Number(values.roleId),
        ...(values.branchId ? { branchId: Number(values.branchId) } : {}),
      });
      toast.success(`${values.legalName.trim()} added`);
      onAdded(added.agentId);
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add a person"
      width="md"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="add-person-form" loading={editor.busy === 'save'}>
            Add
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <FieldLimits table={LIMITS}>
          <form id="add-person-form" onSubmit={save}>
            <Stack space="md">
              <TextInput name="email" label="Sign-in e-mail" required rule={emailRule} />
              <FieldRow>
                <TextInput name="legalName" label="Legal name" required />
                <TextInput name="englishName" label="English name" />
              </FieldRow>
              <FieldRow>
                <SelectField name="roleId" label="Role" options={roles} required />
                <SelectField name="branchId" label="Branch" options={branches} />
              </FieldRow>
              <Text size="sm" tone="muted">
                The person sets a password with "Forgot password" on the login page.
              </Text>
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Dialog>
  );
}
