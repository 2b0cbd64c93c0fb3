import { SCOPE_PARTIES } from '@bq/contract/meta';
import { FormField, Heading, Select, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { ChecklistEditor } from '../components/ChecklistEditor';
import { SCOPE_OPTIONS, scopeOf } from '../components/scopes';

/**
 * Route `/system/listingaudit`: the disclosures each kind of case must carry, by party. Reviewers
 * accept or reject the uploaded documents on the case; its agent sees what is missing or rejected.
 */
export default function DisclosuresPage() {
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const templates = useQuery(callQuery(calls.disclosure.getTemplates, {}));
  const rules = useQuery(callQuery(calls.docRule.getRules, {}));
  const docTypes = rules.data?.find((r) => r.scope === scope)?.items;
  return (
    <Stack space="lg">
      <Heading level={1}>Disclosure templates</Heading>
      <Text tone="muted">
        The disclosures a case must carry, by party, each in one of the documents the kind of case
        takes. The case page shows its agent what is missing or was rejected, and why.
      </Text>
      <FormField label="Kind of case">
        <Select
          options={SCOPE_OPTIONS}
          value={scope}
          onValueChange={(next) => setParams({ scope: next }, { replace: true })}
        />
      </FormField>
      {templates.data && docTypes ? (
        SCOPE_PARTIES[scope].map((party) => (
          <ChecklistEditor
            key={`${scope}-${party}`}
            scope={scope}
            party={party}
            docTypes={docTypes}
            initial={
              templates.data.find((t) => t.scope === scope && t.party === party)?.items ?? []
            }
          />
        ))
      ) : (
        <Skeleton lines={6} />
      )}
    </Stack>
  );
}
