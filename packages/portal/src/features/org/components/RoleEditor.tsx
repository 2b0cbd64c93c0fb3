import type { ModuleTreeNode } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  Inline,
  type SelectOption,
  Stack,
  Text,
  Tree,
  toast,
} from '@bq/ui';
import { useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, SelectField, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { checkedLeaves, heldModules, toTreeNodes } from './permissionTree';

export type RoleRow = Res<typeof calls.role.selectRoleAndDutyAndModulesByCondition>['list'][number];

interface RoleValues {
  name: string;
  dutyId: string;
  checked: string[];
}

const LIMITS = { name: FIELD_LIMITS.role.name };

/**
 * One role: its name, its duty, and the permission tree with tri-state checkboxes. A new role
 * (`record` null) is created by the same form. What is saved is the checked leaves with their pages
 * and menus (`heldModules`); holders see the change on their next navigation (x-roles-version).
 */
export function RoleEditor({
  record: role,
  tree,
  duties,
  onSaved,
  onDeleted,
}: {
  /** The role shown; null for a new one. */
  record: RoleRow | null;
  tree: readonly ModuleTreeNode[];
  duties: readonly SelectOption[];
  onSaved: (id: number) => void;
  onDeleted: () => void;
}) {
  const nodes = useMemo(() => toTreeNodes(tree), [tree]);
  const initial = (): RoleValues => ({
    name: role?.name ?? '',
    dutyId: role ? String(role.dutyId) : (duties[0]?.value ?? ''),
    checked: role ? checkedLeaves(tree, role.moduleIds) : [],
  });
  const form = useForm<RoleValues>({ defaultValues: initial() });
  const editor = useEditor({ form, reload: async () => form.reset(initial()) });
  const [expanded, setExpanded] = useState<string[]>([]);
  const add = useCallMutation(calls.adminRole.addRoleJson);
  const update = useCallMutation(calls.adminRole.updateRoleByIdJson);
  const remove = useCallMutation(calls.adminRole.deleteRole);
  const dirty = form.formState.isDirty;

  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const request = {
        name: values.name.trim(),
        dutyId: Number(values.dutyId),
        moduleIds: heldModules(tree, values.checked),
      };
      if (role) {
        await update.mutateAsync({ id: role.id, ...request });
        form.reset(values);
        toast.success(`Role "${request.name}" saved`);
        onSaved(role.id);
      } else {
        const created = await add.mutateAsync(request);
        toast.success(`Role "${request.name}" created`);
        onSaved(created.id);
      }
    }),
  );

  return (
    <Card title={role ? `Role: ${role.name}` : 'New role'}>
      <FormProvider {...form}>
        <FieldLimits table={LIMITS}>
          <form onSubmit={save} aria-label={role ? `Role ${role.name}` : 'New role'}>
            <Stack space="md">
              <Inline space="lg" alignItems="flex-start">
                <TextInput name="name" label="Role name" required />
                <SelectField name="dutyId" label="Duty" options={duties} required />
              </Inline>
              {role && (
                <Text tone="muted" size="sm">
                  {role.userCount === 1 ? '1 person holds' : `${role.userCount} people hold`} this
                  role; a change reaches them on their next page.
                </Text>
              )}
              <Stack space="xs">
                <Text weight="medium" id="role-permissions">
                  Permissions
                </Text>
                <Text tone="muted" size="sm">
                  A menu shows when any page under it is checked.
                </Text>
                <Controller
                  control={form.control}
                  name="checked"
                  render={({ field }) => (
                    <Tree
                      aria-labelledby="role-permissions"
                      nodes={nodes}
                      checkable
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      expanded={expanded}
                      onExpandedChange={setExpanded}
                      size="sm"
                    />
                  )}
                />
              </Stack>
              <Inline space="sm">
                <Button
                  type="submit"
                  loading={editor.busy === 'save'}
                  disabled={role !== null && !dirty}
                >
                  {role ? 'Save' : 'Create role'}
                </Button>
                {role && (
                  <ConfirmDialog
                    variant="delete"
                    title="Delete role"
                    message={`Delete the role "${role.name}"?`}
                    trigger={<Button variant="danger">Delete</Button>}
                    onConfirm={async () => {
                      await remove.mutateAsync({ id: role.id });
                      toast.success(`Role "${role.name}" deleted`);
                      onDeleted();
                    }}
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
