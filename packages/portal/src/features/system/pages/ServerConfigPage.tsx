import { SETTINGS, type SettingKey } from '@bq/contract/meta';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { ServiceTimes } from '../components/ServiceTimes';
import { SettingDialog, type SettingRow } from '../components/SettingDialog';

type Change = Res<typeof calls.serverConfig.changes>[number];
const labelOf = (key: string) =>
  key.startsWith('serviceHours.')
    ? `Service time of ${key.slice('serviceHours.'.length)} (hours)`
    : (SETTINGS[key as SettingKey]?.label ?? key);
const shown = (value: string | null) => value ?? 'the default';

/**
 * Route `/system/server-config`: the runtime settings over the environment's defaults, applied
 * without a restart on every server; each change is kept with the value before and after, and
 * the latest change of a setting can be rolled back. The History tab reads the same changes from
 * the one change log (docs/change-log.md), beside every other record's.
 */
export default function ServerConfigPage() {
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const settings = useQuery(callQuery(calls.serverConfig.getSettings, {}));
  const changes = useQuery(callQuery(calls.serverConfig.changes, {}));
  const reset = useCallMutation(calls.serverConfig.reset);
  const rollback = useCallMutation(calls.serverConfig.rollback);
  const columns: readonly DataTableColumn<SettingRow>[] = [
    {
      key: 'label',
      header: 'Setting',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.label}</Text>
          <Text size="sm" tone="muted">
            {r.env} · default {r.defaultValue}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'value',
      header: 'In force',
      render: (r) => (
        <Inline space="sm">
          <Text>{r.value}</Text>
          {r.overridden && <StatusTag tone="info">Changed</StatusTag>}
        </Inline>
      ),
    },
    {
      key: 'updatedAt',
      header: 'Last change',
      width: 220,
      render: (r) =>
        r.updatedAt ? `${formatDateTime(r.updatedAt)} by ${r.updatedBy}` : 'Environment default',
    },
    {
      key: 'key',
      header: '',
      width: 220,
      render: (r) => (
        <Inline space="sm">
          <Button size="sm" variant="ghost" onClick={() => setEditing(r)}>
            Change {r.label}
          </Button>
          {r.overridden && (
            <Button size="sm" variant="ghost" onClick={() => reset.mutate({ key: r.key })}>
              Reset
            </Button>
          )}
        </Inline>
      ),
    },
  ];
  const changeColumns: readonly DataTableColumn<Change>[] = [
    { key: 'at', header: 'When', width: 200, render: (c) => formatDateTime(c.at) },
    { key: 'key', header: 'Setting', render: (c) => labelOf(c.key) },
    {
      key: 'before',
      header: 'Before → after',
      render: (c) => `${shown(c.before)} → ${shown(c.after)}${c.rollbackOf ? ' (rollback)' : ''}`,
    },
    { key: 'by', header: 'By', width: 160 },
    {
      key: 'id',
      header: '',
      width: 120,
      render: (c) =>
        c.latest && (
          <ConfirmDialog
            title={`Roll back ${labelOf(c.key)}?`}
            message={`${shown(c.before)} is in force again, on every server. The rollback is kept as a change.`}
            confirmText="Roll back"
            onConfirm={() => rollback.mutateAsync({ changeId: c.id })}
            trigger={
              <Button size="sm" variant="ghost" aria-label={`Roll back change ${c.id}`}>
                Roll back
              </Button>
            }
          />
        ),
    },
  ];
  return (
    <Stack space="lg">
      <Heading level={1}>Server settings</Heading>
      <Text tone="muted">
        Each value overrides the server's environment and applies at once on every server, without a
        restart.
      </Text>
      <RecordTabs kind="setting">
        <Stack space="lg">
          <DataTable
            label="Settings"
            columns={columns}
            rows={settings.data ?? []}
            rowKey="key"
            loading={settings.isPending}
          />
          <Heading level={2}>Approval service times</Heading>
          <ServiceTimes />
          <Heading level={2}>Changes</Heading>
          <DataTable
            label="Setting changes"
            columns={changeColumns}
            rows={changes.data ?? []}
            rowKey="id"
            loading={changes.isPending}
            emptyText="No setting was changed yet."
          />
        </Stack>
      </RecordTabs>
      {editing && <SettingDialog row={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
