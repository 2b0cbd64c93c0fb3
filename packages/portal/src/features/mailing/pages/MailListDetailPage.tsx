import { DescriptionList, EmptyState, Heading, Skeleton, Stack } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { callQuery, calls } from '../../../shared/http/calls';
import { CampaignPanel } from '../components/CampaignPanel';
import { SubscriberPanel } from '../components/SubscriberPanel';

/**
 * Route `/marketing/maillist/detail?id=`: one mailing list, its addresses (who unsubscribed and
 * when) and its campaigns, and a new campaign to everyone still subscribed.
 */
export default function MailListDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const lists = useQuery(callQuery(calls.mailList.lists, {}));
  if (lists.isPending) return <Skeleton lines={8} />;
  const list = lists.data?.list.find((l) => l.id === id);
  if (!list) {
    return <EmptyState title="No such mailing list" description="Open one from the list." />;
  }
  return (
    <Stack space="lg">
      <Heading level={1}>{list.name}</Heading>
      <DescriptionList
        columns={3}
        items={[
          { label: 'About', value: list.description || '—' },
          { label: 'Subscribed', value: String(list.subscribers) },
          { label: 'Unsubscribed', value: String(list.optedOut) },
        ]}
      />
      <CampaignPanel listId={list.id} reaches={list.subscribers} />
      <SubscriberPanel listId={list.id} />
    </Stack>
  );
}
