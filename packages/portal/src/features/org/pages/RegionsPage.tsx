import type { OrgNode } from '@bq/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Stack,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { ORG_READS } from '../api/org';
import { NodeDialog, type NodeTask } from '../components/NodeDialog';
import { deleteQuestion } from '../components/orgTree';

/** Route `branchmgt/region-setting`: the regions as a list, with add, edit and delete. */
export default function RegionsPage() {
  const area = useQuery(callQuery(calls.org.getAreaList, {}));
  const [task, setTask] = useState<NodeTask | null>(null);
  const [deleting, setDeleting] = useState<OrgNode | null>(null);
  const remove = useCallMutation(calls.org.delete, { invalidates: ORG_READS });
  const columns: DataTableColumn<OrgNode>[] = [
    { key: 'name', header: 'Region' },
    { key: 'address', header: 'Address' },
    {
      key: 'children',
      header: 'Branches',
      width: 100,
      align: 'right',
      render: (row) => (row.children ?? []).length,
    },
    {
      key: 'id',
      header: 'Actions',
      width: 170,
      render: (row) => (
        <Inline space="xs">
          <Button size="sm" variant="ghost" onClick={() => setTask({ kind: 'edit', node: row })}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
            Delete
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Regions</Heading>
        <Button onClick={() => setTask({ kind: 'add-region' })}>New region</Button>
      </Inline>
      <DataTable
        label="Regions"
        rows={area.data ?? []}
        rowKey="id"
        columns={columns}
        loading={area.isPending}
        error={area.isError}
        onRetry={() => void area.refetch()}
        emptyText="No regions yet"
      />
      {task && (
        <NodeDialog
          task={task}
          regions={[]}
          onClose={() => setTask(null)}
          onReload={() => area.refetch()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        variant="delete"
        title="Delete region"
        message={deleting ? deleteQuestion(deleting) : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ id: deleting.id });
          toast.success(`${deleting.name} deleted`);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
