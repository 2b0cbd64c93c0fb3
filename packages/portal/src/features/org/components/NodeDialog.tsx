import type { OrgNode } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, ConfirmDialog, Dialog, type SelectOption, Stack, toast } from '@bq/ui';
import { FormProvider, useForm } from 'react-hook-form';
import { FieldLimits, SelectField, TextInput } from '../../../shared/forms/fields';
import { useEditor } from '../../../shared/forms/useEditor';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { REGION } from './orgTree';

/** What the dialog does: add a region, add a branch to a region, or edit (and move) a node. */
export type NodeTask =
  | { kind: 'add-region' }
  | { kind: 'add-branch'; region: OrgNode }
  | { kind: 'edit'; node: OrgNode };

interface NodeValues {
  name: string;
  address: string;
  regionId: string;
}

const LIMITS = { name: FIELD_LIMITS.org.name, address: FIELD_LIMITS.org.address };

const titleOf = (task: NodeTask) =>
  task.kind === 'add-region'
    ? 'New region'
    : task.kind === 'add-branch'
      ? `New branch in ${task.region.name}`
      : `Edit ${task.node.type === REGION ? 'region' : 'branch'} ${task.node.name}`;

/**
 * Adds or edits one node. An edit sends back the version and the parent it was opened with, so a
 * change or a move by another administrator meanwhile is refused (409) instead of overwritten;
 * the dialog then offers to reload the tree.
 */
export function NodeDialog({
  task,
  regions,
  onClose,
  onReload,
}: {
  task: NodeTask;
  regions: readonly SelectOption[];
  onClose: () => void;
  /** Loads the tree again after a conflict. */
  onReload: () => Promise<unknown>;
}) {
  const node = task.kind === 'edit' ? task.node : null;
  const form = useForm<NodeValues>({
    defaultValues: {
      name: node?.name ?? '',
      address: node?.address ?? '',
      regionId: node?.parentId ? String(node.parentId) : '',
    },
  });
  const editor = useEditor({
    form,
    reload: async () => {
      await onReload();
      onClose();
    },
  });
  const add = useCallMutation(calls.org.add);
  const edit = useCallMutation(calls.org.edit);

  const save = form.handleSubmit((values) =>
    editor.run('save', async () => {
      const name = values.name.trim();
      if (node) {
        const moveTo = Number(values.regionId);
        await edit.mutateAsync({
          id: node.id,
          name,
          address: values.address,
          version: node.version,
          oldId: node.parentId,
          ...(node.type !== REGION && moveTo !== node.parentId ? { parentId: moveTo } : {}),
        });
        toast.success(`${name} saved`);
      } else {
        await add.mutateAsync({
          name,
          address: values.address,
          ...(task.kind === 'add-branch' ? { parentId: task.region.id } : {}),
        });
        toast.success(`${name} added`);
      }
      onClose();
    }),
  );

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={titleOf(task)}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="org-node-form" loading={editor.busy === 'save'}>
              Save
            </Button>
          </>
        }
      >
        <FormProvider {...form}>
          <FieldLimits table={LIMITS}>
            <form id="org-node-form" onSubmit={save}>
              <Stack space="md">
                <TextInput name="name" label="Name" required />
                <TextInput name="address" label="Address" />
                {node && node.type !== REGION && (
                  <SelectField name="regionId" label="Region" options={regions} required />
                )}
              </Stack>
            </form>
          </FieldLimits>
        </FormProvider>
      </Dialog>
      <ConfirmDialog
        open={editor.conflict.open}
        title="Changed meanwhile"
        message={`${editor.conflict.message}. Reload the tree? Your changes here will be lost.`}
        confirmText="Reload"
        cancelText="Keep editing"
        onConfirm={editor.conflict.reload}
        onCancel={editor.conflict.dismiss}
      />
    </>
  );
}
