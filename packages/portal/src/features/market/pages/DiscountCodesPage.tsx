import type { DiscountCodeRow } from '@bq/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Stack,
  StatusTag,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { DiscountCodeDialog } from '../components/DiscountCodeDialog';
import {
  codeValueText,
  SCOPE_OPTIONS,
  usesText,
  validityText,
} from '../components/discountCodeMapping';

const scopeLabel = (scope: DiscountCodeRow['scope']) =>
  SCOPE_OPTIONS.find((o) => o.value === scope)?.label ?? scope;

/**
 * Routes `/marketing/commodity-manage/discount-codes` and `/college-manage/course-list/discount-codes`
 * (the institute's staff, whose courses codes discount too): the discount codes buyers may give at
 * checkout, active first, with their uses so far. A code is stopped, never edited or removed:
 * orders placed with it keep the discount they were given.
 */
export default function DiscountCodesPage() {
  const codes = useQuery(callQuery(calls.discountCode.list, {}));
  const [adding, setAdding] = useState(false);
  const [stopping, setStopping] = useState<DiscountCodeRow | null>(null);
  const deactivate = useCallMutation(calls.discountCode.deactivate);

  const columns: DataTableColumn<DiscountCodeRow>[] = [
    { key: 'code', header: 'Code' },
    { key: 'value', header: 'Discount', width: 110, render: codeValueText },
    { key: 'scope', header: 'Applies to', render: (row) => scopeLabel(row.scope) },
    { key: 'valid', header: 'Valid', render: validityText },
    { key: 'uses', header: 'Uses', render: usesText },
    {
      key: 'active',
      header: 'Status',
      width: 110,
      render: (row) => (
        <StatusTag tone={row.active ? 'success' : 'neutral'}>
          {row.active ? 'Active' : 'Stopped'}
        </StatusTag>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 120,
      render: (row) =>
        row.active ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setStopping(row)}
            aria-label={`Stop ${row.code}`}
          >
            Stop
          </Button>
        ) : null,
    },
  ];

  const stop = async (row: DiscountCodeRow) => {
    await deactivate.mutateAsync({ id: row.id });
    toast.success(`${row.code} stopped`);
    setStopping(null);
  };

  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Discount codes</Heading>
        <Button variant="primary" onClick={() => setAdding(true)}>
          New discount code
        </Button>
      </Inline>
      <DataTable
        label="Discount codes"
        columns={columns}
        rows={codes.data?.list ?? []}
        rowKey="id"
        loading={codes.isPending}
        error={codes.isError && !codes.data}
        onRetry={() => void codes.refetch()}
        emptyText="No discount codes yet."
      />
      {adding && <DiscountCodeDialog onClose={() => setAdding(false)} />}
      {stopping && (
        <ConfirmDialog
          open
          title={`Stop ${stopping.code}?`}
          message="Buyers can no longer use it. Orders placed with it keep their discount."
          confirmText="Stop code"
          cancelText="Cancel"
          onConfirm={() => stop(stopping)}
          onCancel={() => setStopping(null)}
        />
      )}
    </Stack>
  );
}
