import { LISTS } from '@bq/contract/meta';
import { DataTable, EmptyState, Heading, Pagination, Stack, Text } from '@bq/ui';
import { Link, useNavigate, useParams } from 'react-router';
import { historyOf } from '../../../shared/history/RecordTabs';
import { calls } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { defineList } from '../../../shared/list/listState';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { CASE_COLUMNS } from '../components/caseColumns';
import { kindOf, processPath } from '../components/caseKinds';
import { StatusHistoryCard } from '../components/StatusHistoryCard';

/** The selected case is the route's `:hisId?`, the page `?page=`: F5 keeps both. */
const CASES_AT = defineList({ key: 'cases.history-at', contract: LISTS.tranCase.historyByAddress });

/**
 * Route `/transaction/history/history-det/:hisId?/:addressStr?`: every visible case of one
 * property address, newest first, and the status history of the case the index pointed at.
 */
export default function HistoryDetailPage() {
  const navigate = useNavigate();
  const { hisId, addressStr = '' } = useParams();
  const list = useListState(CASES_AT);
  const cases = useListQuery(
    calls.tranCase.historyByAddress,
    list,
    ({ page, pageSize }) => ({ addressKey: addressStr, pageNum: page, pageSize }),
    { enabled: addressStr !== '' },
  );
  const chosen = cases.rows.find((row) => row.id === Number(hisId));
  if (!addressStr)
    return (
      <EmptyState title="No address chosen" description="Choose an address in the case history." />
    );
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>History of {cases.rows[0]?.addressLine ?? addressStr}</Heading>
        <Text tone="muted">{cases.result.data ? `${cases.total} cases at this address` : ''}</Text>
      </Stack>
      <ListViews list={list} columns={CASE_COLUMNS} />
      <DataTable
        label="Cases at this address"
        columns={list.arrange(CASE_COLUMNS)}
        rows={cases.rows}
        rowKey="id"
        loading={cases.table.loading}
        emptyText="No visible cases at this address"
        onRowClick={(row) => navigate(processPath(kindOf(row.type, row.purchaseKind), row.id))}
        height={400}
      />
      <Pagination {...cases.pagination} />
      {Number(hisId) > 0 && <StatusHistoryCard id={Number(hisId)} />}
      {chosen && (
        <Link to={historyOf(processPath(kindOf(chosen.type, chosen.purchaseKind), chosen.id))}>
          Every change to case {chosen.caseNo}
        </Link>
      )}
    </Stack>
  );
}
