import type { OrgNode } from '@bq/contract';
import { ConfirmDialog, toast } from '@bq/ui';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { deleteQuestion, REGION } from './orgTree';

/**
 * Asks before a region or branch is deleted (the spec's question for a region), then deletes it.
 * A region that still has branches cannot go (the server refuses it): that is said at once, in
 * place of a question whose "OK" could only fail.
 */
export function DeleteNodeDialog({
  node,
  onDone,
}: {
  node: OrgNode | null;
  onDone: (deleted: OrgNode | null) => void;
}) {
  const remove = useCallMutation(calls.org.delete);
  const branches = node?.type === REGION ? (node.children ?? []).length : 0;
  if (node && branches > 0) {
    return (
      <ConfirmDialog
        open
        title="Delete region"
        message={`${node.name} still has ${branches} branch${branches === 1 ? '' : 'es'}. Delete or move the branches of this region first.`}
        confirmText="OK"
        onCancel={() => onDone(null)}
        onConfirm={() => onDone(null)}
      />
    );
  }
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
