import type { ProductTypeRow } from '@bq/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  Heading,
  Inline,
  Stack,
  StatusTag,
  toast,
} from '@bq/ui';
import { useState } from 'react';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { ApiError } from '../../../shared/http/errors';
import { useProductTypes } from '../api/market';
import { TypeDialog } from '../components/TypeDialog';
import { nextSortOf } from '../components/typeMapping';

type Editing = { type: ProductTypeRow | null } | null;
/** A removal asked for, then (when the server refused it) its reason. */
type Removing = { type: ProductTypeRow; refusal: string | null } | null;

/**
 * Route `/system/commodity-content-type`: the product types the editor offers, in their sort
 * order. A type products use cannot be removed (the server says so); it is made inactive instead.
 */
export default function ProductTypesPage() {
  const types = useProductTypes();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const remove = useCallMutation(calls.productType.remove, { options: { quiet: true } });
  const edit = useCallMutation(calls.productType.edit);
  const rows = types.data?.list ?? [];

  const columns: DataTableColumn<ProductTypeRow>[] = [
    { key: 'nameEn', header: 'Name (English)' },
    { key: 'nameZh', header: 'Name (Chinese)' },
    { key: 'sort', header: 'Sort', width: 80, align: 'right' },
    {
      key: 'active',
      header: 'Status',
      width: 110,
      render: (row) => (
        <StatusTag tone={row.active ? 'success' : 'neutral'}>
          {row.active ? 'Active' : 'Inactive'}
        </StatusTag>
      ),
    },
    { key: 'products', header: 'Products', width: 100, align: 'right' },
    {
      key: 'actions',
      header: 'Actions',
      width: 190,
      render: (row) => (
        <Inline space="xs">
          <Button
            size="sm"
            onClick={() => setEditing({ type: row })}
            aria-label={`Edit ${row.nameEn}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setRemoving({ type: row, refusal: null })}
            aria-label={`Remove ${row.nameEn}`}
          >
            Remove
          </Button>
        </Inline>
      ),
    },
  ];

  const confirmRemove = async (type: ProductTypeRow) => {
    try {
      await remove.mutateAsync({ id: type.id });
      toast.success(`${type.nameEn} removed`);
      setRemoving(null);
    } catch (error) {
      // Refused (a type in use): the server's reason stays on screen with what can be done.
      setRemoving({ type, refusal: error instanceof ApiError ? error.message : String(error) });
    }
  };

  const deactivate = async (type: ProductTypeRow) => {
    await edit.mutateAsync({
      id: type.id,
      nameEn: type.nameEn,
      nameZh: type.nameZh,
      sort: type.sort,
      active: false,
    });
    toast.success(`${type.nameEn} is inactive`);
    setRemoving(null);
  };

  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Product types</Heading>
        <Button variant="primary" onClick={() => setEditing({ type: null })}>
          New product type
        </Button>
      </Inline>
      <DataTable
        label="Product types"
        columns={columns}
        rows={rows}
        rowKey="id"
        loading={types.isPending}
        error={types.isError && !types.data}
        onRetry={() => void types.refetch()}
        emptyText="No product types yet."
      />
      {editing && (
        <TypeDialog
          type={editing.type}
          nextSort={nextSortOf(rows)}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && !removing.refusal && (
        <ConfirmDialog
          open
          variant="delete"
          title={`Remove ${removing.type.nameEn}?`}
          message="The type is removed for good."
          confirmText="Remove"
          cancelText="Cancel"
          onConfirm={() => confirmRemove(removing.type)}
          onCancel={() => setRemoving(null)}
        />
      )}
      {removing?.refusal && (
        <Dialog
          open
          role="alertdialog"
          width="sm"
          onOpenChange={(open) => !open && setRemoving(null)}
          title={`${removing.type.nameEn} cannot be removed`}
          description={
            removing.type.active ? removing.refusal : `${removing.refusal}. It is inactive already.`
          }
          footer={
            removing.type.active ? (
              <>
                <Button onClick={() => setRemoving(null)}>Keep it active</Button>
                <Button
                  variant="primary"
                  loading={edit.isPending}
                  onClick={() => deactivate(removing.type)}
                >
                  Make inactive
                </Button>
              </>
            ) : (
              <Button onClick={() => setRemoving(null)}>Close</Button>
            )
          }
        />
      )}
    </Stack>
  );
}
