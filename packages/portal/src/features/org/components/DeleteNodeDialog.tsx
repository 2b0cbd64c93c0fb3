import type { OrgNode } from '@bq/contract';
import { ConfirmDialog, toast } from '@bq/ui';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { deleteQuestion, REGION } from './orgTree';

/** Asks before a region or branch is deleted (the spec's question for a region), then deletes it. */
export function DeleteNodeDialog({
  node,
  onDone,
}: {
  node: OrgNode | null;
  onDone: (deleted: OrgNode | null) => void;
}) {
  const remove = useCallMutation(calls.org.delete);
  return (
    <ConfirmDialog
      open={node !== null}
      variant="delete"
      title={node?.type === REGION ? 'Delete region' : 'Delete branch'}
      message={node ? deleteQuestion(node) : ''}
      onCancel={() => onDone(null)}
      onConfirm={async () => {
        if (!node) return;
        await remove.mutateAsync({ id: node.id });
        toast.success(`${node.name} deleted`);
        onDone(node);
      }}
    />
  );
}
