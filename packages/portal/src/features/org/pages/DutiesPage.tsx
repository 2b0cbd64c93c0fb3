import { Card, Heading, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';

/**
 * Route `rolemgt/type-setting`: the duties (departments) and the roles under each. The duties are
 * the first-level roles of the spec; the spec lists no call that adds or renames one, so this page
 * shows them and roles are added under them on the roles page (docs/decisions/people.md).
 */
export default function DutiesPage() {
  const duties = useQuery(callQuery(calls.role.selectFirstLevelRoles, {}));
  const roles = useQuery(callQuery(calls.role.selectRoleAndDutyAndModulesByCondition, {}));
  if (duties.isPending || roles.isPending) return <Skeleton lines={6} />;
  const list = roles.data?.list ?? [];
  return (
    <Stack space="lg">
      <Heading level={1}>Departments</Heading>
      {(duties.data ?? []).map((duty) => {
        const under = list.filter((role) => role.dutyId === duty.id);
        return (
          <Card key={duty.id} title={duty.name}>
            {under.length === 0 ? (
              <Text tone="muted">No roles under this duty.</Text>
            ) : (
              <Stack space="xs">
                {under.map((role) => (
                  <Text key={role.id}>
                    {role.name} · {role.userCount === 1 ? '1 person' : `${role.userCount} people`}
                  </Text>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
