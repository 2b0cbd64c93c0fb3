import { EmptyState, Heading, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { idFromAddress } from '../../../shared/routes/idFromAddress';
import { ComposeCard } from '../components/ComposeCard';
import { DeliveryCard } from '../components/DeliveryCard';
import { groupPaths } from '../components/groups';

/**
 * Route `/group/send-email?groupId=&mailId=`: writing to a group (template or own text, preview,
 * send once), then, with a mail's id, each member's delivery of it.
 */
export default function GroupMailPage() {
  const [params] = useSearchParams();
  const groupId = idFromAddress(params.get('groupId'));
  const mailId = idFromAddress(params.get('mailId'));
  const group = useQuery({
    ...callQuery(calls.group.get, { id: groupId ?? 0 }),
    enabled: !!groupId,
  });
  if (groupId === undefined) {
    return (
      <EmptyState
        title="Choose a group first"
        description={<Link to={groupPaths.list()}>Open the groups</Link>}
      />
    );
  }
  if (group.isError) return <EmptyState title="No such group" />;
  if (!group.data) return <Skeleton lines={8} />;
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>{mailId ? 'Group mail' : `Write to ${group.data.name}`}</Heading>
        <Text tone="muted">
          <Link to={groupPaths.group(groupId)}>{group.data.name}</Link> · {group.data.members}{' '}
          member{group.data.members === 1 ? '' : 's'}
          {group.data.optedOut > 0 ? `, ${group.data.optedOut} turned group mail off` : ''}
        </Text>
      </Stack>
      {mailId ? <DeliveryCard mailId={mailId} /> : <ComposeCard group={group.data} />}
    </Stack>
  );
}
