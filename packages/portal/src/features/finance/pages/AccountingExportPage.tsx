import type { AccountingAccountRow, AccountingExportRow } from '@bq/contract';
import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DateInput,
  FormField,
  Heading,
  Inline,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  StatusTag,
  Text,
  toast,
} from '@bq/ui';
import { businessMonthsTo } from '@bq/validators';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { TextInput } from '../../../shared/forms/fields';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { api } from '../../../shared/http/client';
import { saveBase64File } from '../../../shared/http/saveFile';
import { tableHeight } from '../../../shared/list/tableHeight';
import {
  entriesText,
  exportRequest,
  type PeriodKind,
  periodText,
  unmapped,
} from '../components/accountingExport';
import { DecisionDialog } from '../components/DecisionDialog';

const L = FIELD_LIMITS.payroll;

/** One ledger account's mapping, edited in a dialog; the suggestion for its kind prefilled. */
function MapAccount({ row }: { row: AccountingAccountRow }) {
  const [open, setOpen] = useState(false);
  const save = useCallMutation(calls.accountingExport.saveAccount);
  const start = row.mapped ?? row.suggested;
  // The visible word starts the accessible name, which adds whose mapping it is.
  const verb = row.mapped ? 'Edit' : 'Map';
  return (
    <>
      <Button
        size="sm"
        variant={row.mapped ? 'secondary' : 'primary'}
        aria-label={`${verb} ${row.label}`}
        onClick={() => setOpen(true)}
      >
        {verb}
      </Button>
      {open && (
        <DecisionDialog<{ name: string; number: string }, { name: string; number: string }>
          open
          onOpenChange={setOpen}
          title={`${verb} ${row.label}`}
          description="The account's full name as the QuickBooks file has it (a sub-account as Parent:Child), and its number if the file numbers its accounts."
          defaults={{ name: start.name, number: start.number }}
          limits={{ name: L.accountingName, number: L.accountingNumber }}
          submitText="Save"
          toRequest={(values) => ({
            request: { name: values.name.trim(), number: values.number.trim() },
          })}
          send={(request) => save.mutateAsync({ ledgerAccountId: row.ledgerAccountId, ...request })}
          done={`${row.label} is mapped`}
        >
          <TextInput name="name" label="QuickBooks account" required />
          <TextInput name="number" label="Account number" />
        </DecisionDialog>
      )}
    </>
  );
}

const ACCOUNT_COLUMNS: DataTableColumn<AccountingAccountRow>[] = [
  { key: 'label', header: 'Ledger account' },
  {
    key: 'mapped',
    header: 'QuickBooks account',
    render: (r) =>
      r.mapped ? (
        <Text weight="medium">{r.mapped.name}</Text>
      ) : (
        <StatusTag tone="warning">Unmapped</StatusTag>
      ),
  },
  { key: 'number', header: 'Number', width: 100, render: (r) => r.mapped?.number ?? '' },
  {
    key: 'suggested',
    header: 'Suggested for its kind',
    render: (r) => <Text tone="muted">{r.suggested.name}</Text>,
  },
  { key: 'action', header: '', width: 90, render: (r) => <MapAccount row={r} /> },
];

const EXPORT_COLUMNS: DataTableColumn<AccountingExportRow>[] = [
  { key: 'period', header: 'Period', width: 150, render: (r) => periodText(r.period) },
  {
    key: 'transfers',
    header: 'Journal entries',
    render: (r) =>
      r.reExported > 0 ? (
        <Inline space="xs">
          {entriesText(r)}
          <StatusTag tone="warning">Re-export</StatusTag>
        </Inline>
      ) : (
        entriesText(r)
      ),
  },
  { key: 'exportedBy', header: 'Exported by', render: (r) => r.exportedBy ?? '' },
  { key: 'exportedAt', header: 'When', width: 170, render: (r) => formatDateTime(r.exportedAt) },
  {
    key: 'download',
    header: '',
    width: 120,
    render: (r) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Download ${r.fileName}`}
        onClick={async () =>
          saveBase64File(await api('accountingExport', 'download', { id: r.id }))
        }
      >
        Download
      </Button>
    ),
  },
];

/** The export form: a month (the last twelve) or a day, and the file once exported. */
function ExportForm() {
  const months = businessMonthsTo(new Date(), 12).reverse();
  const [kind, setKind] = useState<PeriodKind>('month');
  const [values, setValues] = useState({ month: months[1] ?? months[0] ?? '', day: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const run = useCallMutation(calls.accountingExport.exportJournal);
  const submit = async () => {
    const checked = exportRequest(kind, values);
    if ('error' in checked) return setProblem(checked.error);
    setProblem(null);
    try {
      const made = await run.mutateAsync(checked.request);
      saveBase64File(made.file);
      toast.success(`Exported ${periodText(made.period)}: ${entriesText(made)}`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card>
      <Stack space="md">
        <Heading level={2}>Export a journal</Heading>
        <Inline space="md" alignItems="flex-end">
          <FormField label="Period">
            <RadioGroup
              orientation="horizontal"
              options={[
                { value: 'month', label: 'A month' },
                { value: 'day', label: 'A day' },
              ]}
              value={kind}
              onValueChange={(v) => setKind(v as PeriodKind)}
            />
          </FormField>
          {kind === 'month' ? (
            <FormField label="Month">
              <Select
                options={months.map((m) => ({ value: m, label: periodText(m) }))}
                value={values.month}
                onValueChange={(month) => setValues({ ...values, month })}
              />
            </FormField>
          ) : (
            <FormField label="Day">
              <DateInput
                value={values.day}
                onValueChange={(day) => setValues({ ...values, day })}
              />
            </FormField>
          )}
          <Button variant="primary" loading={run.isPending} onClick={() => void submit()}>
            Export IIF
          </Button>
        </Inline>
        {problem && (
          <Text role="alert" tone="danger">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Route `/financial/accounting-export` (ours): the ledger's dollar accounts mapped to the office's
 * QuickBooks accounts, a month's or a day's journal exported as a QuickBooks Desktop IIF file
 * (each transfer one entry balancing to 0.00; one exported before is marked RE-EXPORT), and the
 * exports made, each downloadable again as it was.
 */
export default function AccountingExportPage() {
  const accounts = useQuery(callQuery(calls.accountingExport.accounts, {}));
  const exports = useQuery(callQuery(calls.accountingExport.list, {}));
  const mapRest = useCallMutation(calls.accountingExport.mapSuggested);
  const rows = accounts.data?.accounts ?? [];
  const missing = unmapped(rows);
  const made = exports.data?.exports ?? [];
  return (
    <Stack space="lg">
      <Heading level={1}>Accounting export</Heading>
      <Text tone="muted">
        The ledger's dollar transfers as general journal entries for QuickBooks Desktop (File ›
        Utilities › Import › IIF Files), dated by California's business day. Each transfer is one
        entry that balances to 0.00; a transfer exported before is exported again marked RE-EXPORT,
        so it is not imported twice by mistake.
      </Text>
      <ExportForm />
      <Card>
        <Stack space="md">
          <Inline align="between">
            <Heading level={2}>Chart of accounts</Heading>
            {missing.length > 0 && (
              <Button
                variant="secondary"
                loading={mapRest.isPending}
                onClick={async () => {
                  const { mapped } = await mapRest.mutateAsync({});
                  toast.success(`${mapped} ${mapped === 1 ? 'account' : 'accounts'} mapped`);
                }}
              >
                Map the {missing.length} unmapped to their suggestions
              </Button>
            )}
          </Inline>
          <Text tone={missing.length > 0 ? 'danger' : 'muted'} role="status">
            {missing.length > 0
              ? `${missing.length} of ${rows.length} ledger accounts are unmapped: a period that touches one cannot be exported.`
              : 'Every ledger account is mapped to an account of the books.'}
          </Text>
          {accounts.data ? (
            <DataTable
              label="Chart of accounts"
              columns={ACCOUNT_COLUMNS}
              rows={rows}
              rowKey="ledgerAccountId"
              height={tableHeight(rows.length, 48, 12)}
              emptyText="The ledger has no dollar account yet."
            />
          ) : (
            <Skeleton lines={6} />
          )}
        </Stack>
      </Card>
      <Card>
        <Stack space="md">
          <Heading level={2}>Exports</Heading>
          <DataTable
            label="Exports"
            columns={EXPORT_COLUMNS}
            rows={made}
            rowKey="id"
            loading={exports.isPending}
            height={tableHeight(made.length, 48, 10)}
            emptyText="Nothing was exported yet."
          />
        </Stack>
      </Card>
    </Stack>
  );
}
