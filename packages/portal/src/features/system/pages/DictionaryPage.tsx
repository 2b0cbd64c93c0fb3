import type { DictionaryEntry, DictionaryKind } from '@bq/contract';
import { DICTIONARY_KINDS } from '@bq/contract/meta';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';
import { tableHeight } from '../../../shared/list/tableHeight';
import { DictionaryDialog } from '../components/DictionaryDialog';
import { DICTIONARY_TEXT, nextSortOf } from '../components/office';

/**
 * Route `/system/dictionary`: the lists of choices the office shapes itself, one card a list.
 * Entries are switched off rather than deleted, and a code never changes: records store it.
 */
export default function DictionaryPage() {
  return (
    <Stack space="lg">
      <Heading level={1}>Dictionary</Heading>
      <Text tone="muted">
        The choices forms offer. A label can change at any time; the code under it is what records
        keep, so it is fixed once made.
      </Text>
      {DICTIONARY_KINDS.map((kind) => (
        <KindCard key={kind} kind={kind} />
      ))}
    </Stack>
  );
}

function KindCard({ kind }: { kind: DictionaryKind }) {
  const entries = useQuery(callQuery(calls.officeDictionary.list, { kind }));
  const rows = entries.data?.list ?? [];
  const [editing, setEditing] = useState<DictionaryEntry | 'new' | null>(null);
  const columns: readonly DataTableColumn<DictionaryEntry>[] = [
    { key: 'label', header: 'Label', render: (r) => <Text weight="medium">{r.label}</Text> },
    { key: 'labelZh', header: 'Chinese', width: 180 },
    { key: 'code', header: 'Code', width: 180 },
    { key: 'sort', header: 'Order', width: 90 },
    {
      key: 'active',
      header: 'Use',
      width: 140,
      render: (r) =>
        r.active ? (
          <StatusTag tone="success">In use</StatusTag>
        ) : (
          <StatusTag tone="neutral">Switched off</StatusTag>
        ),
    },
    {
      key: 'id',
      header: '',
      width: 90,
      render: (r) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit ${r.label}`}
          onClick={() => setEditing(r)}
        >
          Edit
        </Button>
      ),
    },
  ];
  const text = DICTIONARY_TEXT[kind];
  return (
    <Card
      title={text.title}
      padding="none"
      extra={
        <Inline>
          <Button variant="primary" size="sm" onClick={() => setEditing('new')}>
            Add entry
          </Button>
        </Inline>
      }
    >
      <Stack space="sm">
        <Text tone="muted">{text.help}</Text>
        <DataTable
          label={text.title}
          columns={columns}
          rows={rows}
          height={tableHeight(rows.length, 40, 12)}
          rowKey="id"
          {...queryTable(entries)}
          emptyText="The list is empty."
        />
      </Stack>
      {editing && (
        <DictionaryDialog
          kind={kind}
          entry={editing === 'new' ? null : editing}
          nextSort={nextSortOf(rows)}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
