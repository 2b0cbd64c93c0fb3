import {
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  FormField,
  Inline,
  Select,
  Stack,
  TextField,
  toast,
} from '@bq/ui';
import { businessDay, formatDate } from '@bq/validators';
import { useState } from 'react';
import type { Res } from '../../../shared/http/calls';
import { calls, useCallMutation } from '../../../shared/http/calls';

type Home = Res<typeof calls.coach.home>;
type Session = Home['sessions'][number];

const columns: DataTableColumn<Session>[] = [
  { key: 'day', header: 'Day', width: 120, nowrap: true, render: (row) => formatDate(row.day) },
  { key: 'menteeName', header: 'Mentee', width: 180 },
  { key: 'minutes', header: 'Minutes', width: 100 },
  { key: 'note', header: 'Note' },
];

/** Coaching sessions with the current mentees: recorded here, newest first. */
export function CoachSessionsCard({ home }: { home: Home }) {
  const [mentee, setMentee] = useState('');
  const [day, setDay] = useState(() => businessDay(new Date()));
  const [minutes, setMinutes] = useState('60');
  const [note, setNote] = useState('');
  const add = useCallMutation(calls.coach.addSession, {
    onSuccess: () => {
      toast.success('Session recorded');
      setNote('');
    },
  });
  return (
    <Card title="Sessions" titleLevel={2}>
      <Stack space="md">
        {home.mentees.length > 0 && (
          <form
            aria-label="Record a session"
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate({ menteeAgentId: Number(mentee), day, minutes: Number(minutes), note });
            }}
          >
            <Inline space="md" alignItems="flex-end">
              <FormField label="Mentee" required>
                <Select
                  value={mentee || undefined}
                  placeholder="Choose"
                  onValueChange={setMentee}
                  options={home.mentees.map((m) => ({ value: String(m.agentId), label: m.name }))}
                />
              </FormField>
              <FormField label="Day" required>
                <TextField type="date" value={day} onChange={(e) => setDay(e.target.value)} />
              </FormField>
              <FormField label="Minutes" required>
                <TextField
                  inputMode="numeric"
                  value={minutes}
                  onChange={(e) => setMinutes(e.target.value)}
                />
              </FormField>
              <FormField label="Note">
                <TextField value={note} onChange={(e) => setNote(e.target.value)} />
              </FormField>
              <Button type="submit" disabled={!mentee} loading={add.isPending}>
                Record
              </Button>
            </Inline>
          </form>
        )}
        <DataTable
          label="Sessions"
          columns={columns}
          rows={home.sessions}
          rowKey="id"
          emptyText="No sessions recorded yet"
          height={Math.min(400, 56 + 56 * Math.max(2, home.sessions.length))}
        />
      </Stack>
    </Card>
  );
}
