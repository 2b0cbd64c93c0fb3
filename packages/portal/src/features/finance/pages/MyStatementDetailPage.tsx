import {
  Button,
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { MY_LINE_COLUMNS } from '../components/myPay';
import { tableHeight } from '../components/payouts';
import { STATEMENT_STATUS_LABELS } from '../components/payrollLists';

/**
 * Route `/agent-center/my-statements/detail?id=`: one of the signed-in person's pay statements,
 * its lines (each linked to its case) and the statement as a PDF.
 */
export default function MyStatementDetailPage() {
  const [search] = useSearchParams();
  const id = idFromAddress(search.get('id'));
  const statement = useQuery({
    ...callQuery(calls.myPay.statement, { id: id ?? 0 }, { quiet: true }),
    enabled: id !== undefined,
  });
  if (id === undefined || statement.isError) return <EmptyState title="No such pay statement" />;
  if (!statement.data) return <Skeleton lines={8} />;
  const s = statement.data;
  const status = STATEMENT_STATUS_LABELS[s.status];
  const download = async () => saveBase64File(await api('myPay', 'statementPdf', { id: s.id }));
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>Pay statement {s.month}</Heading>
        <Button variant="secondary" onClick={() => void download()}>
          Download PDF
        </Button>
      </Inline>
      <Card
        title="Statement"
        titleLevel={2}
        extra={<StatusTag tone={status.tone}>{status.label}</StatusTag>}
      >
        <DescriptionList
          columns={3}
          items={[
            { label: 'Pay period', value: s.month },
            {
              label: s.status === 'draft' ? 'Total so far' : 'Total',
              value: <AmountText amount={s.total} weight="bold" />,
            },
            { label: 'Paid', value: <AmountText amount={s.paidTotal} /> },
            { label: 'Paid on', value: s.paidAt ? formatDateTime(s.paidAt) : '—' },
          ]}
        />
      </Card>
      <Card title="Lines" titleLevel={2} padding="none">
        <DataTable
          label="Statement lines"
          columns={MY_LINE_COLUMNS}
          rows={s.lines}
          rowKey="lineId"
          emptyText="No lines yet."
          height={tableHeight(s.lines.length)}
        />
      </Card>
      {s.feesOwed.length > 0 && (
        <Card title="Fees owed, not deducted" titleLevel={2} padding="none">
          <DataTable
            label="Fees owed"
            columns={MY_LINE_COLUMNS}
            rows={s.feesOwed}
            rowKey="lineId"
            height={tableHeight(s.feesOwed.length)}
          />
        </Card>
      )}
    </Stack>
  );
}
