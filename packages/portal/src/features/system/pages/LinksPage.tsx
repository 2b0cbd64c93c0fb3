import type { ExternalLink } from '@bq/contract';
import {
  Button,
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
import { LinkDialog } from '../components/LinkDialog';
import { nextSortOf } from '../components/office';

/**
 * Route `/system/link`: the external sites staff use daily (the DRE's licence lookup, the forms
 * library, the MLS), shown on everyone's home page in this order while in use.
 */
export default function LinksPage() {
  const links = useQuery(callQuery(calls.externalLink.list, {}));
  const rows = links.data?.list ?? [];
  const [editing, setEditing] = useState<ExternalLink | 'new' | null>(null);
  const columns: readonly DataTableColumn<ExternalLink>[] = [
    {
      key: 'title',
      header: 'Link',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.title}</Text>
          <Text size="sm" tone="muted">
            {r.description}
          </Text>
        </Stack>
      ),
    },
    { key: 'url', header: 'Address' },
    { key: 'sort', header: 'Order', width: 90 },
    {
      key: 'active',
      header: 'Home page',
      width: 150,
      render: (r) =>
        r.active ? (
          <StatusTag tone="success">Shown</StatusTag>
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
          aria-label={`Edit ${r.title}`}
          onClick={() => setEditing(r)}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>External links</Heading>
        <Button variant="primary" onClick={() => setEditing('new')}>
          Add link
        </Button>
      </Inline>
      <Text tone="muted">Shown to every member of staff on their home page, in this order.</Text>
      <DataTable
        label="External links"
        columns={columns}
        rows={rows}
        height={tableHeight(rows.length, 56, 12)}
        rowKey="id"
        {...queryTable(links)}
        emptyText="No links yet."
      />
      {editing && (
        <LinkDialog
          link={editing === 'new' ? null : editing}
          nextSort={nextSortOf(rows)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
