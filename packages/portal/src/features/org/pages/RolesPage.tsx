import {
  Box,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  Heading,
  Inline,
  Select,
  Skeleton,
  Stack,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { useAddressParams } from '../../../shared/routes/useAddressParams';
import { RoleEditor, type RoleRow } from '../components/RoleEditor';

const columns: DataTableColumn<RoleRow>[] = [
  { key: 'name', header: 'Role' },
  { key: 'dutyName', header: 'Duty', width: 160 },
  { key: 'userCount', header: 'People', width: 90, align: 'right' },
];

const ALL = 'all';

/**
 * Route `rolemgt/index`: every role under its duty (the spec's default limit shows them all at
 * once), and the chosen role's permission tree. The role and the duty filter are in the address.
 */
export default function RolesPage() {
  const [params, updateAddress] = useAddressParams();
  const chosen = params.get('role');
  const duty = params.get('duty') ?? ALL;
  const roles = useQuery(
    callQuery(
      calls.role.selectRoleAndDutyAndModulesByCondition,
      duty === ALL ? {} : { dutyId: Number(duty) },
    ),
  );
  const duties = useQuery(callQuery(calls.role.selectFirstLevelRoles, {}));
  const tree = useQuery(callQuery(calls.dictionary.selectAllPermissionTree, {}));
  const dutyOptions = (duties.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  const rows = roles.data?.list ?? [];
  const role = rows.find((r) => String(r.id) === chosen) ?? null;
  // Each choice is a history entry: Back returns to the previous role.
  const set = (next: Record<string, string | null>) => updateAddress(next, { push: true });

  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Roles</Heading>
        <Button onClick={() => set({ role: 'new' })}>New role</Button>
      </Inline>
      <Inline space="lg" alignItems="flex-start">
        <Box flexGrow={1} style={{ flexBasis: 320, minWidth: 0 }}>
          <Stack space="sm">
            <Select
              aria-label="Duty"
              value={duty}
              onValueChange={(value) => set({ duty: value === ALL ? null : value })}
              options={[{ value: ALL, label: 'All duties' }, ...dutyOptions]}
            />
            <DataTable
              label="Roles"
              rows={rows}
              rowKey="id"
              columns={columns}
              {...queryTable(roles)}
              onRowClick={(row) => set({ role: String(row.id) })}
              emptyText="No roles"
            />
          </Stack>
        </Box>
        <Box flexGrow={1} style={{ flexBasis: 480, minWidth: 0 }}>
          {!tree.data || !duties.data || roles.isPending ? (
            <Skeleton lines={6} />
          ) : chosen === 'new' ? (
            <RoleEditor
              key="new"
              record={null}
              tree={tree.data}
              duties={dutyOptions}
              onSaved={(id) => set({ role: String(id) })}
              onDeleted={() => set({ role: null })}
            />
          ) : role ? (
            <RoleEditor
              key={`${role.id}:${role.moduleIds.join(',')}:${role.name}:${role.dutyId}`}
              record={role}
              tree={tree.data}
              duties={dutyOptions}
              onSaved={(id) => set({ role: String(id) })}
              onDeleted={() => set({ role: null })}
            />
          ) : (
            <EmptyState
              title="Choose a role"
              description="Its permissions show here, to change which menus and pages its holders see."
            />
          )}
        </Box>
      </Inline>
    </Stack>
  );
}
