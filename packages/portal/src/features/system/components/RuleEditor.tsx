import { DOC_RULE_SCOPES, FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, Checkbox, FormField, Inline, Stack, Text, TextField, toast } from '@bq/ui';
import { useState } from 'react';
import { calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { keyOf } from './scopes';

type Rule = Res<typeof calls.docRule.getRules>[number];
type Item = Rule['items'][number];
const L = FIELD_LIMITS.systemConfig;

/**
 * Edits the rule in force of one kind of case; saving makes the next version, which cases created
 * from then on follow (older cases keep theirs). A new document's key comes from its label and
 * stays (uploads are kept by it): to rename a document, remove it and add it under the new name.
 */
export function RuleEditor({ rule }: { rule: Rule }) {
  const [items, setItems] = useState<Item[]>(rule.items);
  const [label, setLabel] = useState('');
  const [required, setRequired] = useState(true);
  const [note, setNote] = useState('');
  const save = useCallMutation(calls.docRule.saveRule);
  const change = (key: string, patch: Partial<Item>) =>
    setItems(items.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  const add = () => {
    const key = keyOf(label);
    if (!key || items.some((i) => i.key === key)) return;
    setItems([...items, { key, label: label.trim(), required }]);
    setLabel('');
  };
  const submit = async () => {
    const saved = await save.mutateAsync({ scope: rule.scope, version: rule.version, note, items });
    toast.success(
      `Version ${saved.version} saved: new ${DOC_RULE_SCOPES[rule.scope]} cases follow it`,
    );
  };
  return (
    <Card
      title={`${DOC_RULE_SCOPES[rule.scope]}: version ${rule.version}`}
      extra={
        <Text size="sm" tone="muted">
          {rule.cases} case{rule.cases === 1 ? '' : 's'} follow this version
        </Text>
      }
      footer={
        <Inline align="end">
          <Button variant="primary" loading={save.isPending} onClick={submit}>
            Save as version {rule.version + 1}
          </Button>
        </Inline>
      }
    >
      <Stack space="md">
        <Stack space="sm" role="list" aria-label="Documents">
          {items.map((item) => (
            <Inline key={item.key} space="lg" role="listitem" aria-label={item.label}>
              <Text weight="medium">{item.label}</Text>
              <Text size="sm" tone="muted">
                {item.key}
              </Text>
              <Checkbox
                label="Required"
                aria-label={`${item.label} is required`}
                checked={item.required}
                onCheckedChange={(checked) => change(item.key, { required: checked === true })}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${item.label}`}
                onClick={() => setItems(items.filter((i) => i.key !== item.key))}
              >
                Remove
              </Button>
            </Inline>
          ))}
        </Stack>
        <Inline space="md" alignItems="flex-end">
          <FormField label="New document">
            <TextField
              value={label}
              maxLength={L.docLabel.max}
              placeholder="Home warranty"
              onChange={(e) => setLabel(e.target.value)}
            />
          </FormField>
          <Checkbox
            label="Required"
            aria-label="The new document is required"
            checked={required}
            onCheckedChange={(checked) => setRequired(checked === true)}
          />
          <Button onClick={add} disabled={!keyOf(label)}>
            Add document
          </Button>
        </Inline>
        <FormField label="Note" help="Why this version: kept with it in the history">
          <TextField
            value={note}
            maxLength={L.note.max}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
      </Stack>
    </Card>
  );
}
