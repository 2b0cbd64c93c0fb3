import type { OrgNode } from '@bq/contract';
import { Button, DataTable, type DataTableColumn, Heading, Inline, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { DeleteNodeDialog } from '../components/DeleteNodeDialog';
import { NodeDialog, type NodeTask } from '../components/NodeDialog';

/** Route `branchmgt/region-setting`: the regions as a list, with add, edit and delete. */
export default function RegionsPage() {
  const area = useQuery(callQuery(calls.org.getAreaList, {}));
  const [task, setTask] = useState<NodeTask | null>(null);
  const [deleting, setDeleting] = useState<OrgNode | null>(null);
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
        {...queryTable(area)}
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
      <DeleteNodeDialog node={deleting} onDone={() => setDeleting(null)} />
    </Stack>
  );
}
