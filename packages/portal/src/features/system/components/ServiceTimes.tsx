import { FIELD_LIMITS } from '@bq/contract/meta';
import {
  Button,
  DataTable,
  type DataTableColumn,
  Dialog,
  FormField,
  TextField,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';

type ServiceTime = Res<typeof calls.serverConfig.serviceTimes>[number];

/** Changes one kind's service time; the server says what fits (whole hours, at most 30 days). */
function ServiceTimeDialog({ row, onClose }: { row: ServiceTime; onClose: () => void }) {
  const [hours, setHours] = useState(String(row.hours));
  const [error, setError] = useState<string | null>(null);
  const set = useCallMutation(calls.serverConfig.setServiceTime);
  const save = async () => {
    setError(null);
    try {
      const saved = await set.mutateAsync({ kind: row.kind, hours: Number(hours) });
      toast.success(`${saved.title}: due ${saved.hours} hours after submission`);
      onClose();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Service time of ${row.title}`}
      description="Applications of this kind are due this many hours after submission, on every server at once."
      footer={
        <Button variant="primary" loading={set.isPending} onClick={save}>
          Save
        </Button>
      }
    >
      <FormField
        label="Hours"
        help={`A whole number from 1 to ${FIELD_LIMITS.systemConfig.serviceHours}`}
        error={error}
        required
      >
        <TextField inputMode="numeric" value={hours} onChange={(e) => setHours(e.target.value)} />
      </FormField>
    </Dialog>
  );
}

/** The approval service time of each application kind (server-config). */
export function ServiceTimes() {
  const [editing, setEditing] = useState<ServiceTime | null>(null);
  const times = useQuery(callQuery(calls.serverConfig.serviceTimes, {}));
  const columns: readonly DataTableColumn<ServiceTime>[] = [
    { key: 'title', header: 'Application kind' },
    { key: 'hours', header: 'Due after (hours)', width: 180 },
    {
      key: 'kind',
      header: '',
      width: 200,
      render: (r) => (
        <Button size="sm" variant="ghost" onClick={() => setEditing(r)}>
          Change {r.title}
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        label="Approval service times"
        columns={columns}
        rows={times.data ?? []}
        rowKey="kind"
        loading={times.isPending}
      />
      {editing && <ServiceTimeDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
