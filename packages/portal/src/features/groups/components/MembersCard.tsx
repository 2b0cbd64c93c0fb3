import { GROUP_ADD_BY, type GroupAddBy } from '@bq/contract/meta';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FormField,
  Inline,
  RadioGroup,
  Select,
  Stack,
  StatusTag,
  Text,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { PersonSearchPicker } from '../../../shared/forms/PersonField';
import { callQuery, calls, type Res, useCallMutation } from '../../../shared/http/calls';
import { tableHeight } from '../../../shared/list/tableHeight';

type Group = Res<typeof calls.group.get>;
type Member = Group['memberList'][number];

const ADD_BY_TEXT: Record<GroupAddBy, string> = {
  person: 'By name',
  role: 'Everyone with a role',
  branch: 'Everyone in a branch',
};

function addedHow(member: Member) {
  if (member.addedBy === 'person') return 'By name';
  return `${member.addedBy === 'role' ? 'Role' : 'Branch'}: ${member.addedWith}`;
}

/** A group's members: who they are, how they came in, whether they turned group mail off. */
export function MembersCard({ group }: { group: Group }) {
  const removeMember = useCallMutation(calls.group.removeMember, {
    onSuccess: () => toast.success('Taken off the group'),
  });
  const columns: readonly DataTableColumn<Member>[] = [
    {
      key: 'name',
      header: 'Member',
      render: (r) => (
        <Stack space="none">
          <Text weight="medium">{r.name}</Text>
          <Text size="sm" tone="muted">
            {[r.roles?.join(', '), r.branch, r.email].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'addedBy',
      header: 'Added',
      width: 220,
      render: (r) => (
        <Stack space="none">
          <Text size="sm">{addedHow(r)}</Text>
          <Text size="sm" tone="muted">
            {formatDateTime(r.addedAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'optedOut',
      header: 'Group mail',
      width: 150,
      render: (r) =>
        r.optedOut ? (
          <StatusTag tone="neutral">Turned off</StatusTag>
        ) : (
          <StatusTag tone="success">Receives</StatusTag>
        ),
    },
    {
      key: 'userId',
      header: '',
      width: 100,
      render: (r) => (
        <ConfirmDialog
          title={`Take ${r.name} off ${group.name}?`}
          message="They get no more of this group's mail; the mails already sent stay."
          confirmText="Take off"
          onConfirm={() => removeMember.mutateAsync({ groupId: group.id, userId: r.userId })}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Take ${r.name} off the group`}>
              Take off
            </Button>
          }
        />
      ),
    },
  ];
  return (
    <Card title={`Members (${group.memberList.length})`}>
      <Stack space="md">
        <DataTable
          label="Members"
          columns={columns}
          rows={group.memberList}
          height={tableHeight(group.memberList.length, 56, 8)}
          rowKey="userId"
          emptyText="No member yet: add people by name, role or branch below."
        />
        <AddMembers groupId={group.id} />
      </Stack>
    </Card>
  );
}

/** Adds people by name, or everyone holding a role or working in a branch (or a region) today. */
function AddMembers({ groupId }: { groupId: number }) {
  const [by, setBy] = useState<GroupAddBy>('person');
  const [chosen, setChosen] = useState('');
  const roles = useQuery({
    ...callQuery(calls.role.selectRoleAndDutyAndModulesByCondition, {}),
    enabled: by === 'role',
  });
  const areas = useQuery({ ...callQuery(calls.org.getAreaList, {}), enabled: by === 'branch' });
  const add = useCallMutation(calls.group.addMembers, {
    onSuccess: ({ added, already }) => {
      toast.success(
        already > 0
          ? `${added} added; ${already} already in the group`
          : `${added} added to the group`,
      );
      setChosen('');
    },
  });
  const options =
    by === 'role'
      ? (roles.data?.list ?? []).map((r) => ({ value: String(r.id), label: r.name }))
      : (areas.data ?? []).flatMap((region) => [
          { value: String(region.id), label: `${region.name} (the whole region)` },
          ...(region.children ?? []).map((b) => ({
            value: String(b.id),
            label: `${region.name} · ${b.name}`,
          })),
        ]);
  const id = /^[1-9]\d*$/.test(chosen) ? Number(chosen) : null;
  const submit = () => {
    if (id === null) return;
    if (by === 'person') return add.mutateAsync({ groupId, by, userIds: [id] });
    if (by === 'role') return add.mutateAsync({ groupId, by, roleId: id });
    return add.mutateAsync({ groupId, by, branchId: id });
  };
  return (
    <form
      aria-label="Add members"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack space="sm">
        <RadioGroup
          aria-label="Add members"
          orientation="horizontal"
          value={by}
          onValueChange={(value) => {
            setBy(value as GroupAddBy);
            setChosen('');
          }}
          options={GROUP_ADD_BY.map((value) => ({ value, label: ADD_BY_TEXT[value] }))}
        />
        <Inline space="md" alignItems="flex-end">
          <FormField
            label={by === 'person' ? 'Person' : by === 'role' ? 'Role' : 'Branch or region'}
            help={
              by === 'person'
                ? undefined
                : 'Whoever holds it today is added; a later change does not move them.'
            }
          >
            {by === 'person' ? (
              <PersonSearchPicker
                purpose="staff"
                value={chosen}
                onValueChange={setChosen}
                placeholder="Type a name or e-mail"
              />
            ) : (
              <Select
                options={options}
                value={chosen}
                onValueChange={setChosen}
                placeholder={by === 'role' ? 'Choose a role' : 'Choose a branch'}
              />
            )}
          </FormField>
          <Button type="submit" variant="primary" disabled={id === null} loading={add.isPending}>
            Add
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
