import type { Payee1099Row } from '@bq/contract';
import {
  Button,
  DataTable,
  type DataTableColumn,
  FormField,
  Heading,
  Inline,
  Select,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { businessDay } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';
import { formatMoney } from '../../../shared/money';
import { RevealTinButton } from '../components/RevealTinButton';

const KIND_TEXT: Record<string, string> = {
  agent: 'Agent',
  coach: 'Coach',
  lecturer: 'Lecturer',
  vendor: 'Vendor',
};

const COLUMNS: DataTableColumn<Payee1099Row & { key: string }>[] = [
  { key: 'name', header: 'Payee', render: (r) => <Text weight="medium">{r.name}</Text> },
  {
    key: 'kinds',
    header: 'Paid as',
    width: 170,
    render: (r) => r.kinds.map((k) => KIND_TEXT[k] ?? k).join(', '),
  },
  {
    key: 'paid',
    header: 'Paid in the year',
    width: 160,
    align: 'right',
    render: (r) => <AmountText amount={r.paid} weight="bold" />,
  },
  { key: 'payouts', header: 'Payouts', width: 90, align: 'right' },
  {
    key: 'reportable',
    header: '1099-NEC',
    width: 120,
    render: (r) =>
      r.reportable ? (
        <StatusTag tone="info">Due</StatusTag>
      ) : (
        <Text tone="muted">Below threshold</Text>
      ),
  },
  {
    key: 'w9OnFile',
    header: 'W-9',
    width: 150,
    render: (r) =>
      r.w9OnFile ? (
        <StatusTag tone="success">On file ···{r.tinLast4}</StatusTag>
      ) : (
        <StatusTag tone={r.reportable ? 'danger' : 'neutral'}>Missing</StatusTag>
      ),
  },
  {
    key: 'tinMasked',
    header: 'TIN',
    width: 220,
    render: (r) =>
      r.userId !== null && r.tinOnFile ? (
        <RevealTinButton userId={r.userId} name={r.name} masked={r.tinMasked} />
      ) : (
        <StatusTag tone={r.reportable ? 'danger' : 'neutral'}>No full TIN</StatusTag>
      ),
  },
];

/**
 * Route `/financial/tax-1099` (ours): the year-end 1099-NEC summary — what left the office to each
 * payee in a tax year, whether a 1099-NEC is due at the year's threshold, and whose W-9 is
 * missing. `?year=` is the address.
 */
export default function Tax1099Page() {
  const [search, setSearch] = useSearchParams();
  const thisYear = Number(businessDay(new Date()).slice(0, 4));
  const asked = Number(search.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear ? asked : thisYear - 1;
  const summary = useQuery(callQuery(calls.tax.summary1099, { year }));
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - i));
  const data = summary.data;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Heading level={1}>1099 summary</Heading>
        <Inline space="sm">
          <Button
            variant="secondary"
            onClick={async () => saveBase64File(await api('tax', 'export1099', { year }))}
          >
            Export CSV
          </Button>
          <Button
            variant="primary"
            onClick={async () => saveBase64File(await api('tax', 'iris1099', { year }))}
          >
            IRIS file (1099-NEC)
          </Button>
        </Inline>
      </Inline>
      <Inline space="md" align="start">
        <FormField label="Tax year">
          <Select
            options={years.map((y) => ({ value: y, label: y }))}
            value={String(year)}
            onValueChange={(value) => setSearch({ year: value })}
          />
        </FormField>
        {data && (
          <Text tone="muted">
            A 1099-NEC is due for every payee paid {formatMoney(data.threshold)} or more in {year}{' '}
            (payouts confirmed as gone out that year).
          </Text>
        )}
      </Inline>
      {data && data.missingW9 > 0 && (
        <Text tone="danger" role="alert" weight="medium">
          {data.missingW9} payee{data.missingW9 === 1 ? '' : 's'} due a 1099-NEC without a W-9 on
          file: collect their W-9 (tax classification, TIN and address) before filing.
        </Text>
      )}
      {data && data.missingTin > 0 && (
        <Text tone="danger" role="alert" weight="medium">
          {data.missingTin} payee{data.missingTin === 1 ? '' : 's'} due a 1099-NEC without a full
          TIN on file (listed first): the IRIS file leaves them out until their W-9's TIN is
          entered.
        </Text>
      )}
      <DataTable
        label={`Payees paid in ${year}`}
        columns={COLUMNS}
        rows={(data?.list ?? []).map((r) => ({ ...r, key: `${r.userId ?? 'v'}:${r.name}` }))}
        rowKey="key"
        loading={summary.isPending}
        emptyText={`Nothing was paid out in ${year}.`}
      />
    </Stack>
  );
}
