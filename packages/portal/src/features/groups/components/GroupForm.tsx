import { Button, Card, ConfirmDialog, Inline, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FieldLimits, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { GROUP_TEXT_LIMITS, groupPaths } from './groups';

type Group = Res<typeof calls.group.get>;

interface GroupFormValues {
  name: string;
  description: string;
}

/** A group's name and purpose; a new group, once saved, opens as itself (its members come next). */
export function GroupForm({ group }: { group: Group | null }) {
  const navigate = useNavigate();
  const form = useForm<GroupFormValues>({
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });
  const editor = useEditor({ form, reload: async () => form.reset() });
  const save = useCallMutation(calls.group.save);
  const remove = useCallMutation(calls.group.remove, {
    onSuccess: () => {
      toast.success('Group removed');
      navigate(groupPaths.list());
    },
  });
  const submit = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const saved = await save.mutateAsync({
        ...values,
        ...(group ? { id: group.id, version: group.version } : {}),
      });
      toast.success(`${saved.name} saved`);
      if (!group) navigate(groupPaths.group(saved.id), { replace: true });
      else form.reset(values);
    }),
  );
  return (
    <Card title="Group">
      <FormProvider {...form}>
        <FieldLimits table={GROUP_TEXT_LIMITS}>
          <form aria-label="Group" onSubmit={submit} noValidate>
            <Stack space="md">
              <TextInput name="name" label="Name" required />
              <TextAreaInput name="description" label="Description" rows={2} />
              <Inline space="md">
                <Button type="submit" variant="primary" loading={editor.busy === 'save'}>
                  {group ? 'Save' : 'Make group'}
                </Button>
                {group && (
                  <ConfirmDialog
                    title={`Remove ${group.name}?`}
                    message="Its members are taken off it; the mails sent to it stay in their history."
                    confirmText="Remove group"
                    onConfirm={() => remove.mutateAsync({ id: group.id })}
                    trigger={<Button variant="ghost">Remove group</Button>}
                  />
                )}
              </Inline>
            </Stack>
          </form>
        </FieldLimits>
      </FormProvider>
    </Card>
  );
}
