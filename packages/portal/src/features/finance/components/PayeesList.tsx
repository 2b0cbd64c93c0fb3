import type { PayeeKind, PayeeRow } from '@bq/contract';
import {
  DataTable,
  type DataTableColumn,
  FilterBar,
  FormField,
  Heading,
  Pagination,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { useNavigate } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { calls } from '../../../shared/http/calls';
import { ListViews } from '../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../shared/list/useList';
import { PAYEE_PAGES, PAYEES, payeeDetailPath, payeeRequest } from './payeeLists';

const money = (key: keyof PayeeRow, header: string, bold = false): DataTableColumn<PayeeRow> => ({
  key,
  header,
  width: 140,
  align: 'right',
  render: (row) => <AmountText amount={String(row[key])} weight={bold ? 'bold' : undefined} />,
});

/** Lecturers or vendors by name, with what they earned, were paid and are owed. */
export function PayeesList({ kind }: { kind: PayeeKind }) {
  const navigate = useNavigate();
  const page = PAYEE_PAGES[kind];
  const list = useListState(PAYEES[kind]);
  const payees = useListQuery(
    kind === 'lecturer' ? calls.lecturerPay.list : calls.vendorPay.list,
    list,
    payeeRequest,
  );
  const columns: DataTableColumn<PayeeRow>[] = [
    { key: 'name', header: page.one, render: (row) => <Text weight="medium">{row.name}</Text> },
    money('earned', 'Earned'),
    ...(kind === 'lecturer' ? [money('clawedBack', 'Clawed back')] : []),
    money('paid', 'Paid'),
    money('paying', 'Being paid'),
    money('owed', 'Owed', true),
  ];
  return (
    <Stack space="lg">
      <Heading level={1}>{page.title}</Heading>
      <Text tone="muted">
        {kind === 'lecturer'
          ? 'Each lecturer earns a share of every paid seat of their courses; a refund takes its part back.'
          : 'Each vendor is owed what approved vendor applications say, by the name on the invoice.'}{' '}
        Open one to pay what is owed.
      </Text>
      <FilterBar aria-label={`${page.one} filter`} {...payees.filterBar}>
        <FormField label="Name">
          <TextField
            value={list.draft.keyword}
            onChange={(event) => list.setDraft('keyword', event.target.value)}
          />
        </FormField>
      </FilterBar>
      <ListViews list={list} columns={columns} />
      <DataTable
        label={page.title}
        columns={list.arrange(columns)}
        rows={payees.rows}
        rowKey="accountId"
        {...payees.table}
        emptyText={
          kind === 'lecturer'
            ? 'No lecturer has earned anything yet.'
            : 'No vendor is owed anything yet.'
        }
        onRowClick={(row) => navigate(payeeDetailPath(kind, row.accountId))}
      />
      <Pagination {...payees.pagination} />
    </Stack>
  );
}
