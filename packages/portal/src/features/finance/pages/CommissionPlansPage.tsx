import type { PlanTerms } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';
import { PlanTermsDialog } from '../components/PlanTermsDialog';

const percent = (p: string) => `${Number.parseFloat(p)}%`;

/** Which of a plan's terms price today's closings, which come later, which are history. */
function stateOf(terms: readonly PlanTerms[], row: PlanTerms, today: string) {
  if (row.effectiveFrom > today) return <StatusTag tone="info">Coming</StatusTag>;
  const current = terms.find((t) => t.effectiveFrom <= today);
  return current?.id === row.id ? (
    <StatusTag tone="success">In force</StatusTag>
  ) : (
    <StatusTag tone="neutral">Before</StatusTag>
  );
}

/**
 * Route `/financial/commission-plans`: the plans agents' admin configs name, each with its terms
 * by first day. Terms are added, never changed: a closing keeps the terms it was priced with.
 */
export default function CommissionPlansPage() {
  const plans = useQuery(callQuery(calls.commissionPlan.list, {}));
  const [adding, setAdding] = useState<PlanTerms | 'new' | null>(null);
  if (!plans.data) return <Skeleton lines={8} />;
  const { today, defaultPlan } = plans.data;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Commission plans</Heading>
        <Button variant="primary" onClick={() => setAdding('new')}>
          New plan
        </Button>
      </Inline>
      <Text tone="muted">
        An agent’s admin config names their plan ({defaultPlan} when it names none). New terms start
        today or later; closings already priced keep the terms they were priced with.
      </Text>
      {plans.data.plans.map((plan) => {
        const columns: readonly DataTableColumn<PlanTerms>[] = [
          { key: 'effectiveFrom', header: 'From', width: 120 },
          {
            key: 'id',
            header: 'Terms',
            width: 130,
            render: (r) => stateOf(plan.terms, r, today),
          },
          {
            key: 'agentPercent',
            header: 'Agent',
            width: 90,
            render: (r) => percent(r.agentPercent),
          },
          {
            key: 'annualCap',
            header: 'Cap a year',
            width: 140,
            align: 'right',
            render: (r) => (r.annualCap === null ? 'None' : <AmountText amount={r.annualCap} />),
          },
          { key: 'capResetsOn', header: 'Year from', width: 110 },
          {
            key: 'transactionFee',
            header: 'Fee',
            width: 120,
            align: 'right',
            render: (r) => <AmountText amount={r.transactionFee} />,
          },
          {
            key: 'coachPercent',
            header: 'Coach',
            width: 90,
            render: (r) => percent(r.coachPercent),
          },
          { key: 'note', header: 'Note' },
        ];
        const latest = plan.terms[0];
        return (
          <Card
            key={plan.name}
            title={plan.name}
            extra={
              latest && (
                <Button size="sm" variant="secondary" onClick={() => setAdding(latest)}>
                  New terms
                </Button>
              )
            }
          >
            <Stack space="sm">
              <Text size="sm" tone="muted">
                {plan.agents === 1 ? '1 agent' : `${plan.agents} agents`} on this plan
              </Text>
              <DataTable
                label={`Terms of ${plan.name}`}
                columns={columns}
                rows={plan.terms}
                rowKey="id"
                height={tableHeight(plan.terms.length)}
              />
            </Stack>
          </Card>
        );
      })}
      {adding && (
        <PlanTermsDialog
          from={adding === 'new' ? null : { ...adding, annualCap: adding.annualCap ?? '' }}
          today={today}
          onClose={() => setAdding(null)}
        />
      )}
    </Stack>
  );
}
