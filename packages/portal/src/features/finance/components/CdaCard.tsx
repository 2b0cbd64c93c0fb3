import type { CaseCda, CdaLine, CdaVersion } from '@bq/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';
import { tableHeight } from '../../../shared/list/tableHeight';
import { ApproveCdaDialog, GenerateCdaDialog, SendCdaDialog } from './CdaDialogs';
import { CDA_STATUS_TEXT, useCdaWords } from './cdaTexts';

type Open = 'generate' | 'approve' | 'send' | null;

/**
 * The case's Commission Disbursement Authorization on its ledger page: the standing version's
 * payees and amounts, its state (waiting for approval, approved, sent), every version, and the
 * buttons its next steps need — Generate, Approve, Send to title/escrow, Download PDF. The server
 * decides who may (a second person above the office's amount); its refusal shows in its words.
 */
export function CdaCard({ caseId }: { caseId: number }) {
  const w = useCdaWords();
  const [open, setOpen] = useState<Open>(null);
  const query = useQuery(callQuery(calls.cda.get, { caseId }, { quiet: true }));
  if (query.isError) return null;
  if (!query.data) return <Skeleton lines={4} />;
  const cda: CaseCda = query.data;
  const latest: CdaVersion | undefined = cda.versions[0];
  const standing = latest && latest.status !== 'superseded' ? latest : undefined;
  const status = standing ? CDA_STATUS_TEXT[standing.status] : undefined;
  const download = async (version: number) =>
    saveBase64File(await api('cda', 'pdf', { caseId, version }));
  const lineColumns: DataTableColumn<CdaLine & { key: string }>[] = [
    { key: 'payee', header: w('payee'), width: 220 },
    { key: 'what', header: w('what') },
    {
      key: 'amount',
      header: w('amount'),
      width: 150,
      align: 'right',
      render: (row) => <AmountText amount={row.amount} />,
    },
  ];
  const versionColumns: DataTableColumn<CdaVersion>[] = [
    { key: 'version', header: w('version'), width: 90 },
    {
      key: 'status',
      header: w('status'),
      width: 160,
      render: (row) => w(CDA_STATUS_TEXT[row.status].text),
    },
    {
      key: 'gross',
      header: w('gross'),
      width: 150,
      align: 'right',
      render: (row) => <AmountText amount={row.gross} />,
    },
    {
      key: 'generatedBy',
      header: w('generatedBy'),
      render: (row) => `${row.generatedBy} · ${formatDateTime(row.generatedAt)}`,
    },
    {
      key: 'approvedBy',
      header: w('approvedBy'),
      render: (row) =>
        row.approvedBy ? `${row.approvedBy} · ${formatDateTime(row.approvedAt)}` : '—',
    },
  ];
  const lines = (standing?.lines ?? []).map((l, i) => ({ ...l, key: `${i}` }));
  return (
    <Card
      title={w('title')}
      titleLevel={2}
      extra={status && <StatusTag tone={status.tone}>{w(status.text)}</StatusTag>}
    >
      <Stack space="md">
        <Inline space="sm">
          {cda.caseStatus === 'approved' && (
            <Button
              variant={standing ? 'secondary' : 'primary'}
              onClick={() => setOpen('generate')}
            >
              {standing ? w('regenerate') : w('generate')}
            </Button>
          )}
          {standing?.status === 'generated' && (
            <Button variant="primary" onClick={() => setOpen('approve')}>
              {w('approve')}
            </Button>
          )}
          {standing?.status === 'approved' && !standing.sentAt && (
            <Button variant="primary" onClick={() => setOpen('send')}>
              {w('send')}
            </Button>
          )}
          {standing && (
            <Button variant="ghost" onClick={() => download(standing.version)}>
              {w('download')}
            </Button>
          )}
        </Inline>
        {!standing && <Text tone="muted">{w('none')}</Text>}
        {standing && (
          <DescriptionList
            columns={3}
            items={[
              { label: w('version'), value: `v${standing.version}` },
              { label: w('gross'), value: <AmountText amount={standing.gross} weight="bold" /> },
              {
                label: w('to'),
                value: `${standing.company}${standing.contact ? `, ${standing.contact}` : ''} <${standing.email}>`,
              },
              { label: w('fileNo'), value: standing.fileNo },
              {
                label: w('approvedBy'),
                value: standing.approvedBy
                  ? `${standing.approvedBy} · ${formatDateTime(standing.approvedAt)}`
                  : w('notYet'),
              },
              {
                label: w('sent'),
                value: standing.sentAt
                  ? `${formatDateTime(standing.sentAt)} · ${standing.mailStatus ?? ''}`
                  : w('notYet'),
              },
            ]}
          />
        )}
        {standing && (
          <DataTable
            label={w('payees')}
            columns={lineColumns}
            rows={lines}
            rowKey="key"
            height={tableHeight(lines.length)}
          />
        )}
        {cda.versions.length > 1 && (
          <DataTable
            label={w('versions')}
            columns={versionColumns}
            rows={cda.versions}
            rowKey="id"
            height={tableHeight(cda.versions.length)}
          />
        )}
      </Stack>
      {open === 'generate' && <GenerateCdaDialog cda={cda} onClose={() => setOpen(null)} />}
      {open === 'approve' && standing && (
        <ApproveCdaDialog cda={cda} version={standing} onClose={() => setOpen(null)} />
      )}
      {open === 'send' && standing && (
        <SendCdaDialog cda={cda} version={standing} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
