import {
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  FormField,
  Heading,
  Select,
  Skeleton,
  Stack,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AmountText } from '../../../shared/AmountText';
import { callQuery, calls } from '../../../shared/http/calls';
import { MY_LINE_COLUMNS } from '../components/myPay';
import { tableHeight } from '../components/payouts';

/** The years offered: the business year the server answered and the four before it. */
const yearsFrom = (year: string) =>
  Array.from({ length: 5 }, (_, i) => String(Number(year) - i)).map((y) => ({
    value: y,
    label: y,
  }));

/**
 * Route `/agent-center/my-commissions/index`: the signed-in agent's own commission lines of a
 * business year (each linked to its case, with its ledger transfer; a correction is its own
 * line), the year's total and the progress toward their plan's cap.
 */
export default function MyCommissionsPage() {
  const [year, setYear] = useState<string | undefined>(undefined);
  // The first answer's year is the current business year (the server's clock, not the browser's).
  const thisYear = useRef<string | undefined>(undefined);
  const mine = useQuery(callQuery(calls.myPay.commissions, year ? { year } : {}));
  if (mine.isError) return <EmptyState title="Your commissions could not be loaded" />;
  if (!mine.data) return <Skeleton lines={8} />;
  const data = mine.data;
  thisYear.current ??= data.year;
  const cap = data.cap;
  return (
    <Stack space="lg">
      <Heading level={1}>My commissions</Heading>
      <Card title="Year to date" titleLevel={2}>
        <Stack space="md">
          <FormField label="Year">
            <Select
              options={yearsFrom(thisYear.current)}
              value={data.year}
              onValueChange={setYear}
            />
          </FormField>
          <DescriptionList
            columns={3}
            items={[
              {
                label: `Total ${data.year}`,
                value: <AmountText amount={data.yearTotal} weight="bold" />,
              },
              ...(cap
                ? [
                    {
                      label: `Cap (${cap.plan}, from ${cap.yearFrom})`,
                      value: <AmountText amount={cap.cap} />,
                    },
                    { label: 'Counted toward the cap', value: <AmountText amount={cap.counted} /> },
                    {
                      label: 'Left before the cap',
                      value: <AmountText amount={cap.left} weight="bold" />,
                    },
                  ]
                : [{ label: 'Cap', value: 'Your plan has no cap' }]),
            ]}
          />
        </Stack>
      </Card>
      <Card title="Lines" titleLevel={2} padding="none">
        <DataTable
          label="My commission lines"
          columns={MY_LINE_COLUMNS}
          rows={data.lines}
          rowKey="lineId"
          emptyText={`No commission lines in ${data.year}.`}
          height={tableHeight(data.lines.length)}
        />
      </Card>
    </Stack>
  );
}
