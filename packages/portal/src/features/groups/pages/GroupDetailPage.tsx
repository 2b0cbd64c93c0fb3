import { EmptyState, Heading, Skeleton, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { GroupForm } from '../components/GroupForm';

import { MailsCard } from '../components/MailsCard';
import { MembersCard } from '../components/MembersCard';

/**
 * Route `/group/detail?id=`: a group, its members and its mails, and its History tab (the change
 * log); without an id, a new group.
 */
export default function GroupDetailPage() {
  const [params] = useSearchParams();
  const id = idFromAddress(params.get('id'));
  const group = useQuery({ ...callQuery(calls.group.get, { id: id ?? 0 }), enabled: !!id });
  if (id === undefined) {
    return (
      <Stack space="lg">
        <Heading level={1}>New group</Heading>
        <GroupForm group={null} />
      </Stack>
    );
  }
  if (group.isError) return <EmptyState title="No such group" />;
  if (!group.data) return <Skeleton lines={8} />;
  return (
    <Stack space="lg">
      <Heading level={1}>{group.data.name}</Heading>
      <RecordTabs kind="group" id={String(group.data.id)}>
        <Stack space="lg">
          <GroupForm key={`${group.data.id}-${group.data.version}`} group={group.data} />
          <MembersCard group={group.data} />
          <MailsCard groupId={group.data.id} canSend={group.data.canSend} />
        </Stack>
      </RecordTabs>
    </Stack>
  );
}
