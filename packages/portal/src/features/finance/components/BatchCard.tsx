import type { PayoutBatchRow } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import { Button, Card, DataTable, type DataTableColumn, Inline, StatusTag, Text } from '@bq/ui';
import { ACH_RETURN_CODES, type AchReturnCode } from '@bq/validators';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { SelectField, TextAreaInput } from '../../../shared/forms/fields';
import { calls, useCallMutation } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';
import { tableHeight } from '../../../shared/list/tableHeight';
import { useBankTexts } from './bankTexts';
import { DecisionDialog } from './DecisionDialog';

type Entry = PayoutBatchRow['entries'][number];

const CODES = Object.entries(ACH_RETURN_CODES).map(([code, { label }]) => ({
  value: code,
  label: `${code} ${label}`,
}));

/**
 * One batch: its entries, and its next step: Release (someone other than its maker; the server
 * decides) while open; the file and a bank return of an entry once released.
 */
export function BatchCard({ batch }: { batch: PayoutBatchRow }) {
  const t = useBankTexts();
  const [asking, setAsking] = useState<'release' | Entry | null>(null);
  const release = useCallMutation(calls.payoutBatch.release);
  const giveBack = useCallMutation(calls.payoutBatch.return);
  const close = (open: boolean) => !open && setAsking(null);
  const released = batch.status === 'released';
  const columns: DataTableColumn<Entry>[] = [
    { key: 'payee', header: t('payee'), render: (e) => `${e.payeeName} (${e.sec})` },
    {
      key: 'account',
      header: t('account'),
      width: 200,
      // The holder's name is the payee's (a company's where CCD): the account alone fits here.
      render: (e) => `${e.routing} · ${e.accountMasked}`,
    },
    {
      key: 'amount',
      header: t('amount'),
      width: 130,
      align: 'right',
      render: (e) => <AmountText amount={e.amount} />,
    },
    { key: 'trace', header: t('trace'), width: 160, render: (e) => e.traceNumber },
    {
      key: 'status',
      header: t('status'),
      width: 260,
      render: (e) =>
        e.returnCode ? (
          <StatusTag tone="danger">{`${e.returnCode} ${ACH_RETURN_CODES[e.returnCode as AchReturnCode]?.label ?? ''}`}</StatusTag>
        ) : released && e.payoutStatus === 'posted' ? (
          <Inline space="xs" align="center">
            <StatusTag tone="success">{t('paid')}</StatusTag>
            <Button size="sm" variant="secondary" onClick={() => setAsking(e)}>
              {t('enterReturn')}
            </Button>
          </Inline>
        ) : (
          e.payoutStatus
        ),
    },
  ];
  return (
    <Card
      title={`${t('batch')} #${batch.id}`}
      extra={
        <Inline space="xs">
          <StatusTag tone={released ? 'success' : 'info'}>
            {t(released ? 'released' : 'open')}
          </StatusTag>
          {released ? (
            <Button
              size="sm"
              onClick={async () =>
                saveBase64File(await api('payoutBatch', 'file', { id: batch.id }))
              }
            >
              {t('download')}
            </Button>
          ) : (
            <Button size="sm" variant="primary" onClick={() => setAsking('release')}>
              {t('release')}
            </Button>
          )}
        </Inline>
      }
    >
      <Text size="sm" tone="muted">
        {`${t('amount')}: `}
        <AmountText amount={batch.total} />
        {` · ${t('madeBy')}: ${batch.createdBy ?? ''}`}
        {batch.releasedBy ? ` · ${t('releasedBy')}: ${batch.releasedBy}` : ''}
        {batch.effectiveDate ? ` · ${t('effective')}: ${batch.effectiveDate}` : ''}
        {batch.fileSha256 ? ` · SHA-256 ${batch.fileSha256.slice(0, 16)}…` : ''}
      </Text>
      <DataTable
        label={`${t('batch')} #${batch.id}`}
        columns={columns}
        rows={batch.entries}
        rowKey="payoutId"
        height={tableHeight(batch.entries.length, 40, 12)}
      />
      {asking === 'release' && (
        <DecisionDialog<{ note: string }, { id: number }>
          open
          onOpenChange={close}
          title={`${t('releaseTitle')} #${batch.id}`}
          description={t('releaseText')}
          defaults={{ note: '' }}
          limits={{}}
          submitText={t('release')}
          toRequest={() => ({ request: { id: batch.id } })}
          send={({ id }, idempotencyKey) => release.mutateAsync({ id, idempotencyKey })}
          done={t('releasedDone')}
        >
          {null}
        </DecisionDialog>
      )}
      {asking !== null && asking !== 'release' && (
        <DecisionDialog<
          { code: string; note: string },
          { payoutId: number; code: AchReturnCode; note: string }
        >
          open
          onOpenChange={close}
          title={`${t('returnTitle')}: ${asking.payeeName}`}
          description={t('returnText')}
          defaults={{ code: 'R01', note: '' }}
          limits={{ note: FIELD_LIMITS.payroll.returnNote }}
          submitText={t('enterReturn')}
          danger
          toRequest={(values) => ({
            request: {
              payoutId: asking.payoutId,
              code: values.code as AchReturnCode,
              note: values.note.trim(),
            },
          })}
          send={(request, idempotencyKey) => giveBack.mutateAsync({ ...request, idempotencyKey })}
          done={t('returnedDone')}
        >
          <SelectField name="code" label={t('returnCode')} options={CODES} required />
          <TextAreaInput name="note" label={t('note')} rows={2} />
        </DecisionDialog>
      )}
    </Card>
  );
}
