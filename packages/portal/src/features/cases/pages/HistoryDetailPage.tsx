import { DataTable, EmptyState, Heading, Pagination, Stack, Text } from '@bq/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type CaseRow, useHistoryByAddress } from '../api/cases';
import { CASE_COLUMNS } from '../components/caseColumns';
import { kindOf, processPath } from '../components/caseKinds';
import { StatusHistoryCard } from '../components/StatusHistoryCard';

const PAGE_SIZE = 20;

/**
 * Route `/transaction/history/history-det/:hisId?/:addressStr?`: every visible case of one
 * property address, newest first, and the status history of the case the index pointed at.
 */
export default function HistoryDetailPage() {
  const navigate = useNavigate();
  const { hisId, addressStr = '' } = useParams();
  const [pageNum, setPageNum] = useState(1);
  const result = useHistoryByAddress({ addressKey: addressStr, pageNum, pageSize: PAGE_SIZE });
  const caseId = Number(hisId);
  const rows = result.data?.list ?? [];
  if (!addressStr)
    return (
      <EmptyState title="No address chosen" description="Choose an address in the case history." />
    );
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>History of {rows[0]?.addressLine ?? addressStr}</Heading>
        <Text tone="muted">{result.data ? `${result.data.total} cases at this address` : ''}</Text>
      </Stack>
      <DataTable
        label="Cases at this address"
        columns={CASE_COLUMNS}
        rows={rows}
        rowKey="id"
        loading={result.isPending}
        emptyText="No visible cases at this address"
        onRowClick={(row: CaseRow) =>
          navigate(processPath(kindOf(row.type, row.purchaseKind), row.id))
        }
        height={400}
      />
      <Pagination
        page={pageNum}
        pageSize={PAGE_SIZE}
        total={result.data?.total ?? 0}
        onPageChange={setPageNum}
      />
      {Number.isInteger(caseId) && caseId > 0 && <StatusHistoryCard id={caseId} />}
    </Stack>
  );
}
