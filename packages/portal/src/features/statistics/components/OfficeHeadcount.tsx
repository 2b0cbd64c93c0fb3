import { Card, DescriptionList, Skeleton } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../../../shared/http/calls';

/**
 * The office's headcount beside its production (the statistics page names these two people calls):
 * active agents, how many of them closed a deal in the period, and the agents by duty. Shown to
 * those who may read the people area's counts (user management); the calls carry no money.
 */
export function OfficeHeadcount({ producing }: { producing: number | null }) {
  const info = useQuery(callQuery(calls.agentInfo.getStatisticalInfo, {}));
  const duties = useQuery(callQuery(calls.agentAdminConfig.statisticalByDuty, {}));
  if (info.isError || duties.isError) return null;
  if (!info.data || !duties.data) {
    // The card's place is kept while it loads, so what follows does not move when it arrives.
    return (
      <Card title="Agents">
        <Skeleton lines={4} />
      </Card>
    );
  }
  const active = info.data.active;
  return (
    <Card title="Agents">
      <DescriptionList
        items={[
          { label: 'Active agents', value: active },
          ...(producing === null
            ? []
            : [{ label: 'With a closing in the period', value: `${producing} of ${active}` }]),
          ...duties.data.list.map((d) => ({ label: d.dutyName, value: d.agents })),
        ]}
      />
    </Card>
  );
}
