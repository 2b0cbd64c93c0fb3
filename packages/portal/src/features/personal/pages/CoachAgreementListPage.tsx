import {
  Button,
  Card,
  DataTable,
  EmptyState,
  FormField,
  Heading,
  Inline,
  Select,
  Stack,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { paths } from '../../../shared/routes/paths';
import { useAgentOptions } from '../api/people';
import { agreementColumns } from '../components/AgreementsCards';

/**
 * The coach agreements, by coach (the contract reads them per coach: `getCoachDetail`). The
 * chosen coach is in the address (`?coach=`), so a reload or a shared link shows the same list.
 */
export default function CoachAgreementListPage() {
  const [search, setSearch] = useSearchParams();
  const coach = Number(search.get('coach') ?? 0);
  const agents = useAgentOptions();
  const detail = useQuery({
    ...callQuery(calls.coachAgreement.getCoachDetail, { coachAgentId: coach, includeEnded: true }),
    enabled: coach > 0,
  });
  const list = detail.data?.list ?? [];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Coach agreements</Heading>
        <Button asChild>
          <Link to={paths.coachAgreementAdd({})}>New agreement</Link>
        </Button>
      </Inline>
      <Card>
        <Stack space="md">
          <FormField label="Coach">
            <Select
              options={agents.options}
              value={coach > 0 ? String(coach) : undefined}
              placeholder={agents.loading ? 'Loading agents…' : 'Choose a coach'}
              onValueChange={(value) => setSearch({ coach: value }, { replace: true })}
            />
          </FormField>
          {coach > 0 ? (
            <DataTable
              label="Coach agreements"
              columns={agreementColumns('mentee')}
              rows={list}
              rowKey="id"
              {...queryTable(detail)}
              errorText="The coach agreements could not be loaded"
              emptyText="This agent coaches nobody under an agreement"
              height={Math.min(480, 56 + 56 * Math.max(2, list.length))}
            />
          ) : (
            <EmptyState title="Choose a coach to see their agreements" />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
