import { DOC_RULE_SCOPES } from '@bq/contract/meta';
import { Card, FormField, Heading, Select, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { RuleEditor } from '../components/RuleEditor';
import { SCOPE_OPTIONS, scopeOf } from '../components/scopes';

/**
 * Route `/system/filemgt`: which documents each kind of case requires and which it may carry.
 * Rules are versioned: a case keeps the version it was created under (docs/decisions/system.md).
 */
export default function DocumentRulesPage() {
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get('scope'));
  const rules = useQuery(callQuery(calls.docRule.getRules, {}));
  const versions = useQuery(callQuery(calls.docRule.ruleVersions, { scope }));
  const rule = rules.data?.find((r) => r.scope === scope);
  return (
    <Stack space="lg">
      <Heading level={1}>Transaction documents</Heading>
      <Text tone="muted">
        What each kind of case requires before it can be submitted, and what it may carry. A saved
        change is a new version for cases created from then on; earlier cases keep theirs.
      </Text>
      <FormField label="Kind of case">
        <Select
          options={SCOPE_OPTIONS}
          value={scope}
          onValueChange={(next) => setParams({ scope: next }, { replace: true })}
        />
      </FormField>
      {rule ? <RuleEditor key={rule.id} rule={rule} /> : <Skeleton lines={6} />}
      <Card title={`Versions of ${DOC_RULE_SCOPES[scope]}`}>
        <Stack space="sm" role="list" aria-label="Versions">
          {versions.data?.map((v) => (
            <Stack key={v.id} space="none" role="listitem">
              <Text weight="medium">
                Version {v.version} · {formatDateTime(v.createdAt)} · {v.createdBy ?? 'the seed'}
                {v.note ? ` · ${v.note}` : ''}
              </Text>
              <Text size="sm" tone="muted">
                {v.items.map((i) => `${i.label}${i.required ? ' (required)' : ''}`).join(', ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
