import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Heading,
  Inline,
  Pagination,
  Stack,
  Text,
  toast,
} from '@bq/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { callQuery, calls, useCallMutation } from '../../../../shared/http/calls';
import { ListTabs } from '../../../../shared/list/ListTabs';
import { ListViews } from '../../../../shared/list/ListViews';
import { useListQuery, useListState } from '../../../../shared/list/useList';
import { paths } from '../../../../shared/routes/paths';
import { session } from '../../../../shared/session/store';
import type { MyApplication } from '../../api/apply';
import { APPLY_COLUMNS } from '../../components/apply/applyColumns';
import { isWageType, STATUS_TITLES, WAGE_TYPE_TITLES } from '../../components/apply/applyKinds';
import { APPLY_LIST, APPLY_TABS, toMyList } from '../../components/apply/applyList';
import { MentorDialog } from '../../components/apply/MentorDialog';

/** Route `apply/index`: the caller's applications by state, and a button for each kind. */
export default function ApplyIndexPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snap = useSnapshot(session);
  // Spec §4: a user without a role lands here; all they can do is apply for entry (or leave).
  const noRole = snap.access?.kind === 'no-role';
  const list = useListState(APPLY_LIST);
  const mine = useListQuery(calls.application.myApproveList, list, toMyList);
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  const withdraw = useCallMutation(calls.application.withdraw);

  /** A draft opens its form; a sent one the read-only view every kind shares. */
  const open = async (row: MyApplication) => {
    if (row.status !== 'draft') {
      navigate(paths.applicationDetail({ id: row.id, type: row.kind }));
      return;
    }
    if (row.kind === 'entry') navigate(paths.applyEntry({}));
    else if (row.kind === 'wages') {
      const detail = await queryClient.fetchQuery(callQuery(calls.application.get, { id: row.id }));
      const type = detail.form.type;
      if (isWageType(type)) navigate(paths.applyWages({ type }));
    } else if (row.kind !== 'mentor') {
      navigate(paths.applyForm({ kind: row.kind, search: { id: row.id } }));
    }
  };

  const columns: readonly DataTableColumn<MyApplication>[] = [
    ...APPLY_COLUMNS,
    {
      key: 'actions',
      header: 'Actions',
      width: 190,
      render: (row) => (
        <Inline space="xs" wrap={false}>
          {/* The number is in the name, for whoever hears the row's buttons; the words fit the column at 1366 px. */}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${row.status === 'draft' ? 'Edit' : 'View'} #${row.id}`}
            onClick={() => open(row)}
          >
            {row.status === 'draft' ? 'Edit' : 'View'}
          </Button>
          {(row.status === 'draft' || (row.status === 'pending' && row.step <= 1)) && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Withdraw #${row.id}`}
              onClick={() => setWithdrawing(row)}
            >
              Withdraw
            </Button>
          )}
        </Inline>
      ),
    },
  ];

  return (
    <Stack space="lg">
      <Heading level={1}>My applications</Heading>
      {noRole ? (
        <Stack space="sm">
          <Text>
            Welcome. Your account has no role yet: apply for entry with your personal details,
            licence, W-9 and an emergency contact. Once it is approved, log in again (Log out is at
            the top right).
          </Text>
          <Inline>
            <Button onClick={() => navigate(paths.applyEntry({}))}>Entry application</Button>
          </Inline>
        </Stack>
      ) : (
        <Inline space="sm" aria-label="Apply">
          <Button onClick={() => navigate(paths.applyForm({ kind: 'tutor' }))}>Tutoring</Button>
          {Object.entries(WAGE_TYPE_TITLES).map(([type, title]) => (
            <Button key={type} onClick={() => navigate(paths.applyWages({ type }))}>
              {`Wages: ${title.toLowerCase()}`}
            </Button>
          ))}
          <Button onClick={() => navigate(paths.applyEntry({}))}>Entry</Button>
          <Button onClick={() => navigate(paths.applyForm({ kind: 'coach-cost' }))}>
            Coach cost
          </Button>
          <Button onClick={() => navigate(paths.applyForm({ kind: 'vendor' }))}>
            Vendor payment
          </Button>
          <MentorDialog />
        </Inline>
      )}
      <ListTabs
        label="Application status"
        tabs={APPLY_TABS}
        title={(key) => (key === 'all' ? 'All' : STATUS_TITLES[key])}
        {...mine.tabs}
      >
        <ListViews list={list} columns={columns} />
        <DataTable
          label="My applications"
          columns={list.arrange(columns)}
          rows={mine.rows}
          rowKey="id"
          {...mine.table}
          emptyText="No applications"
        />
        <Pagination {...mine.pagination} />
      </ListTabs>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw application"
        message={`Withdraw application #${withdrawing?.id ?? ''}? It cannot be sent again.`}
        confirmText="Withdraw"
        onCancel={() => setWithdrawing(null)}
        onConfirm={async () => {
          if (!withdrawing) return;
          await withdraw.mutateAsync({ id: withdrawing.id });
          toast.success('Application withdrawn');
          setWithdrawing(null);
        }}
      />
    </Stack>
  );
}
