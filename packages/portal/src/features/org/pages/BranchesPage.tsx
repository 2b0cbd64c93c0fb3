import type { OrgNode } from '@bq/contract';
import { Button, Card, Heading, IconButton, Inline, Skeleton, Stack, Text, Tree } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { callQuery, calls } from '../../../shared/http/calls';
import { useAddressParams } from '../../../shared/routes/useAddressParams';
import { DeleteNodeDialog } from '../components/DeleteNodeDialog';
import { NodeDialog, type NodeTask } from '../components/NodeDialog';
import { orgIndex, REGION, toOrgTree } from '../components/orgTree';

/**
 * Route `branchmgt/index`: regions and their branches as a tree, with add, edit, move (a branch's
 * region, in its edit dialog) and delete on each row. The open regions and the chosen node are in
 * the address, so F5 shows the same tree.
 */
export default function BranchesPage() {
  const [params, updateAddress] = useAddressParams();
  const area = useQuery(callQuery(calls.org.getAreaList, {}));
  const regions = area.data ?? [];
  const nodes = useMemo(() => toOrgTree(regions), [regions]);
  const index = useMemo(() => orgIndex(regions), [regions]);
  const regionOptions = regions.map((r) => ({ value: String(r.id), label: r.name }));
  const [task, setTask] = useState<NodeTask | null>(null);
  const [deleting, setDeleting] = useState<OrgNode | null>(null);
  const open = params.get('open')?.split(',').filter(Boolean) ?? [];
  const selected = params.get('node');
  const chosen = selected ? index.get(selected) : undefined;
  const setParam = (key: string, value: string | null) => updateAddress({ [key]: value });

  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Branches</Heading>
        <Button onClick={() => setTask({ kind: 'add-region' })}>New region</Button>
      </Inline>
      <Card title="Regions and branches">
        {area.isPending ? (
          <Skeleton lines={6} />
        ) : area.isError ? (
          <Inline space="sm">
            <Text role="alert">The organisation could not be loaded.</Text>
            <Button variant="secondary" size="sm" onClick={() => void area.refetch()}>
              Retry
            </Button>
          </Inline>
        ) : (
          <Tree
            aria-label="Regions and branches"
            nodes={nodes}
            expanded={open}
            onExpandedChange={(next) => setParam('open', next.join(','))}
            selectionMode="single"
            selected={selected}
            onSelectedChange={(id) => setParam('node', id)}
            renderActions={(treeNode, { tabIndex }) => {
              const node = index.get(treeNode.id);
              if (!node) return null;
              const kind = node.type === REGION ? 'region' : 'branch';
              // Icons with the words as name and tooltip: words inside the row would be part of
              // the tree item's visible text but not of its name (the node's), which speech
              // input cannot match (WCAG 2.5.3), and a tree may hold nothing beside its items.
              return (
                <Inline space="xs">
                  {node.type === REGION && (
                    <IconButton
                      size="sm"
                      tabIndex={tabIndex}
                      label={`Add branch to ${node.name}`}
                      icon={<PlusIcon />}
                      onClick={() => setTask({ kind: 'add-branch', region: node })}
                    />
                  )}
                  <IconButton
                    size="sm"
                    tabIndex={tabIndex}
                    label={`${node.type === REGION ? 'Edit' : 'Edit or move'} ${kind} ${node.name}`}
                    icon={<PencilIcon />}
                    onClick={() => setTask({ kind: 'edit', node })}
                  />
                  <IconButton
                    size="sm"
                    tabIndex={tabIndex}
                    label={`Delete ${kind} ${node.name}`}
                    icon={<Trash2Icon />}
                    onClick={() => setDeleting(node)}
                  />
                </Inline>
              );
            }}
          />
        )}
      </Card>
      {chosen && (
        <Card title={chosen.name}>
          <Stack space="xs">
            <Text>{chosen.type === REGION ? 'Region' : 'Branch'}</Text>
            <Text tone="muted">{chosen.address || 'No address on record'}</Text>
            {chosen.type === REGION && (
              <Text tone="muted">
                {(chosen.children ?? []).length} branch
                {(chosen.children ?? []).length === 1 ? '' : 'es'}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {task && (
        <NodeDialog
          task={task}
          regions={regionOptions}
          onClose={() => setTask(null)}
          onReload={() => area.refetch()}
        />
      )}
      <DeleteNodeDialog
        node={deleting}
        onDone={(deleted) => {
          if (deleted && selected === String(deleted.id)) setParam('node', null);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
