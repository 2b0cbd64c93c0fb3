import type { BatchCandidate } from '@bq/contract';
import { LISTS } from '@bq/contract/meta';
import {
  Button,
  Card,
  Checkbox,
  DataTable,
  type DataTableColumn,
  Heading,
  Pagination,
  Stack,
  Text,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { newIdempotencyKey } from '../../../shared/http/idempotencyKey';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList, type ListState } from '../../../shared/list/listState';
import { tableHeight } from '../../../shared/list/tableHeight';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { BatchCard } from '../components/BatchCard';
import { useBankTexts } from '../components/bankTexts';

const LIST = defineList({ key: 'finance.bank-files', contract: LISTS.payoutBatch.list });

const request = (state: ListState<string, never>) => ({
  pageNum: state.page,
  pageSize: state.pageSize,
});

/**
 * Route `/financial/bank-files`: pending payouts put into a batch, each batch released by a second
 * person into its NACHA file (downloaded as stored), and bank returns entered per entry.
 */
export default function BankFilesPage() {
  const t = useBankTexts();
  const candidates = useQuery(callQuery(calls.payoutBatch.candidates, {}));
  const list = useListState(LIST);
  const batches = useListQuery(calls.payoutBatch.list, list, request);
  const create = useCallMutation(calls.payoutBatch.create);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [key, setKey] = useState(newIdempotencyKey);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
    // Another choice is another batch: a new key (a retry of the same choice keeps the first).
    setKey(newIdempotencyKey());
  };
  const makeBatch = async () => {
    await create.mutateAsync({ idempotencyKey: key, payoutIds: [...chosen] });
    setChosen(new Set());
    setKey(newIdempotencyKey());
    toast.success(t('batchMade'));
  };
  const columns: DataTableColumn<BatchCandidate>[] = [
    {
      key: 'pick',
      header: '',
      width: 48,
      render: (c) => (
        <Checkbox
          aria-label={`${t('createBatch')}: ${c.payeeName}`}
          disabled={c.blocked !== ''}
          checked={chosen.has(c.payoutId)}
          onCheckedChange={(on) => toggle(c.payoutId, on === true)}
        />
      ),
    },
    { key: 'payee', header: t('payee'), render: (c) => `${c.payeeName} · #${c.payoutId}` },
    {
      key: 'amount',
      header: t('amount'),
      width: 130,
      align: 'right',
      render: (c) => <AmountText amount={c.amount} />,
    },
    {
      key: 'account',
      header: t('account'),
      width: 200,
      render: (c) => (c.account ? `${c.account.routing} · ${c.account.accountMasked}` : ''),
    },
    { key: 'why', header: t('why'), render: (c) => c.blocked },
  ];
  return (
    <Stack space="lg">
      <Heading level={1}>{t('title')}</Heading>
      <Text tone="muted">{t('intro')}</Text>
      <Card
        title={t('pending')}
        extra={
          <Button
            variant="primary"
            disabled={chosen.size === 0}
            loading={create.isPending}
            onClick={makeBatch}
          >
            {t('createBatch')}
          </Button>
        }
      >
        <ListViews list={list} columns={columns} />
        <DataTable
          label={t('pending')}
          columns={list.arrange(columns)}
          rows={candidates.data?.list ?? []}
          rowKey="payoutId"
          loading={candidates.isPending}
          emptyText={t('noPending')}
          height={tableHeight(candidates.data?.list.length ?? 0, 40, 12)}
        />
      </Card>
      <Heading level={2}>{t('batches')}</Heading>
      {batches.rows.length === 0 && !batches.table.loading ? (
        <Text tone="muted">{t('noBatches')}</Text>
      ) : (
        batches.rows.map((batch) => <BatchCard key={batch.id} batch={batch} />)
      )}
      <Pagination {...batches.pagination} />
    </Stack>
  );
}
