import {
  DISCLOSURE_PARTIES,
  type DisclosureParty,
  type DocRuleScope,
  FIELD_LIMITS,
} from '@bq/contract/meta';
import { Button, Card, FormField, Inline, Select, Stack, Text, TextField, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';

interface Entry {
  docKey: string;
  label: string;
}

/** One party's disclosure checklist for a kind of case; each names a document type of its rule. */
export function ChecklistEditor({
  scope,
  party,
  initial,
  docTypes,
}: {
  scope: DocRuleScope;
  party: DisclosureParty;
  initial: readonly Entry[];
  docTypes: readonly { key: string; label: string }[];
}) {
  const [items, setItems] = useState<Entry[]>([...initial]);
  const [docKey, setDocKey] = useState('');
  const [label, setLabel] = useState('');
  const save = useCallMutation(calls.disclosure.saveTemplate);
  const name = DISCLOSURE_PARTIES[party];
  const options = docTypes.map((t) => ({ value: t.key, label: t.label }));
  return (
    <Card
      title={`${name} disclosures`}
      footer={
        <Inline align="end">
          <Button
            variant="primary"
            loading={save.isPending}
            onClick={async () => {
              await save.mutateAsync({ scope, party, items });
              toast.success(`${name} disclosures saved`);
            }}
          >
            Save {name.toLowerCase()} disclosures
          </Button>
        </Inline>
      }
    >
      <Stack space="md">
        {items.length === 0 && <Text tone="muted">No disclosures for this party.</Text>}
        {items.length > 0 && (
          <Stack space="sm" role="list" aria-label={`${name} disclosures`}>
            {items.map((item, i) => (
              <Inline key={item.docKey} space="md" role="listitem">
                <Text>{item.label}</Text>
                <Text size="sm" tone="muted">
                  in {docTypes.find((t) => t.key === item.docKey)?.label ?? item.docKey}
                </Text>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setItems(items.filter((_, j) => j !== i))}
                >
                  Remove {item.label}
                </Button>
              </Inline>
            ))}
          </Stack>
        )}
        <Inline space="md" alignItems="flex-end">
          <FormField label="Disclosure">
            <TextField
              value={label}
              maxLength={FIELD_LIMITS.systemConfig.docLabel.max}
              onChange={(e) => setLabel(e.target.value)}
            />
          </FormField>
          <FormField label="Carried by the document">
            <Select
              options={options}
              value={docKey}
              onValueChange={setDocKey}
              placeholder="Choose"
            />
          </FormField>
          <Button
            disabled={!docKey || !label.trim() || items.some((i) => i.docKey === docKey)}
            onClick={() => {
              setItems([...items, { docKey, label: label.trim() }]);
              setLabel('');
              setDocKey('');
            }}
          >
            Add disclosure
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
