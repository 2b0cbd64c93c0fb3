import {
  allowsDelivery,
  type DeliveryChoice,
  TEMPLATE_EVENTS,
  type TemplateCode,
} from '@bq/contract/meta';
import { Card, DataTable, type DataTableColumn, Select, Text, toast } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { queryTable } from '../../../shared/list/queryTable';

type Preference = Res<typeof calls.messagePreference.getList>['list'][number];

const TITLES: Record<DeliveryChoice, string> = {
  station: 'In the portal',
  email: 'By e-mail',
  both: 'Both',
  none: 'Not at all',
};
const CHOICES = Object.keys(TITLES) as DeliveryChoice[];

/**
 * How the signed-in person gets each kind of message: in the portal, by e-mail, both, or (for a
 * message the office does not require, such as group mail) not at all. A choice that would drop
 * the channel the office requires is not offered (the server refuses it too).
 */
export function DeliveryPreferences() {
  const list = useQuery(callQuery(calls.messagePreference.getList, {}));
  const update = useCallMutation(calls.messagePreference.update);
  const columns: DataTableColumn<Preference>[] = [
    { key: 'name', header: 'Message' },
    {
      key: 'delivery',
      header: 'How you get it',
      width: 240,
      render: (row) => {
        const event = Object.hasOwn(TEMPLATE_EVENTS, row.code)
          ? TEMPLATE_EVENTS[row.code as TemplateCode]
          : null;
        return (
          <Select
            aria-label={`How you get: ${row.name}`}
            value={row.delivery}
            size="sm"
            onValueChange={async (value) => {
              await update.mutateAsync({ code: row.code, delivery: value as DeliveryChoice });
              toast.success(`${row.name}: ${TITLES[value as DeliveryChoice].toLowerCase()}`);
            }}
            options={CHOICES.map((choice) => ({
              value: choice,
              label: TITLES[choice],
              disabled: event ? !allowsDelivery(event, choice) : false,
            }))}
          />
        );
      },
    },
    {
      key: 'mandatory',
      header: '',
      render: (row) =>
        row.mandatory ? (
          <Text size="sm" tone="muted">
            The office requires {row.channel === 'email' ? 'e-mail' : 'the portal'} for this one
          </Text>
        ) : null,
    },
  ];
  return (
    <Card title="How you get messages">
      <DataTable
        label="Message delivery preferences"
        rows={list.data?.list ?? []}
        rowKey="code"
        columns={columns}
        {...queryTable(list)}
      />
    </Card>
  );
}
