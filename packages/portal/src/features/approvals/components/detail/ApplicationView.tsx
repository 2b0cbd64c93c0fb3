import {
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Stack,
  StatusTag,
  Stepper,
  Text,
} from '@bq/ui';
import { formatDateTime } from '../../../../shared/format';
import type { ApplicationDetail } from '../../api/examine';
import { downloadInvoice } from '../../api/invoice';
import { chainSteps } from './chainSteps';
import { DecisionCard } from './DecisionCard';
import { formItems, KIND_TITLES, STATUS_TITLES, STATUS_TONES } from './kinds';
import { RecordsCard } from './RecordsCard';
import { WithdrawButton } from './WithdrawButton';

/**
 * One application, read-only for every kind, with its chain as a stepper and its records; the
 * decision form when the caller may decide, Withdraw when the caller is the applicant and may.
 */
export function ApplicationView({
  detail,
  reload,
}: {
  detail: ApplicationDetail;
  reload: () => Promise<void>;
}) {
  const summary = [
    { key: 'applicant', label: 'Applicant', value: detail.applicantName },
    { key: 'submitted', label: 'Submitted', value: formatDateTime(detail.submittedAt) },
    {
      key: 'due',
      label: 'Due',
      value: (
        <Inline space="xs">
          <span>{formatDateTime(detail.dueAt)}</span>
          {detail.overdue && <StatusTag tone="danger">Overdue</StatusTag>}
        </Inline>
      ),
    },
    ...(detail.actingFor
      ? [{ key: 'acting', label: 'You decide for', value: detail.actingFor }]
      : []),
  ];
  const invoice = detail.invoice;
  const invoiceItems =
    detail.kind === 'vendor'
      ? [
          {
            key: 'invoiceFile',
            label: 'Invoice file',
            value: invoice ? (
              <Inline space="sm">
                <Text size="sm">{invoice.fileName}</Text>
                <Button size="sm" variant="ghost" onClick={() => downloadInvoice(detail.id)}>
                  Download {invoice.fileName}
                </Button>
              </Inline>
            ) : null,
          },
        ]
      : [];
  return (
    <Stack space="lg">
      <Inline align="between">
        <Inline space="sm">
          <Heading level={1}>
            {KIND_TITLES[detail.kind]} application #{detail.id}
          </Heading>
          <StatusTag tone={STATUS_TONES[detail.status]}>{STATUS_TITLES[detail.status]}</StatusTag>
        </Inline>
        {detail.canWithdraw && <WithdrawButton id={detail.id} />}
      </Inline>
      <Card padding="md">
        <DescriptionList items={summary} columns={3} />
      </Card>
      <Card title="Approval chain" titleLevel={2}>
        <Stepper
          aria-label="Approval chain"
          orientation="horizontal"
          steps={chainSteps(detail.status, detail.chain, detail.records)}
        />
      </Card>
      <Card title="Application" titleLevel={2}>
        <DescriptionList
          items={[...formItems(detail.kind, detail.form), ...invoiceItems]}
          columns={2}
          emptyValue="—"
        />
      </Card>
      {detail.canDecide && <DecisionCard key={detail.version} detail={detail} reload={reload} />}
      <RecordsCard applicationId={detail.id} />
    </Stack>
  );
}
