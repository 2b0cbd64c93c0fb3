import { seesEveryCase } from '@bq/contract/meta';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  StatusTag,
  Text,
} from '@bq/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../shared/format';
import { session } from '../../../shared/session/store';
import { MESSAGE_STATUS, useMessages, useTodoList } from '../api/home';
import { CaseCharts } from '../components/CaseCharts';
import { LinksCard } from '../components/LinksCard';
import { MessageDialog, type StationMessage } from '../components/MessageDialog';

function TodoCard() {
  const todo = useTodoList();
  const items = todo.data?.list.filter((item) => item.count > 0) ?? [];
  return (
    <Card title="To do">
      {todo.isPending ? (
        <Skeleton lines={3} />
      ) : items.length === 0 ? (
        <EmptyState title="Nothing to do" description="You are all caught up." />
      ) : (
        <Stack as="ul" space="sm" aria-label="To-do items">
          {items.map((item) => (
            <Inline as="li" key={`${item.type}-${item.route}`} align="between">
              <Link to={item.route}>{item.title}</Link>
              <StatusTag
                tone={item.type === 'license' || item.type === 'board' ? 'warning' : 'info'}
              >
                {item.count}
              </StatusTag>
            </Inline>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** How many unread notifications the home page shows. */
const LATEST = 5;

function LatestMessagesCard() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<StationMessage | null>(null);
  const messages = useMessages({ pageNum: 1, pageSize: LATEST, status: MESSAGE_STATUS.unread });
  const list = messages.data?.list ?? [];
  return (
    <Card
      title="Notifications"
      extra={
        <Button size="sm" variant="ghost" onClick={() => navigate('/home/mine-msg')}>
          All notifications
        </Button>
      }
    >
      {messages.isPending ? (
        // As tall as the list it stands for (a title and a line under it per notification), so
        // the figures below do not jump down when it arrives (Lighthouse: a shift of 0.32).
        <Stack space="sm" aria-hidden="true">
          {Array.from({ length: LATEST }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <Skeleton key={index} lines={2} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <EmptyState title="No unread notifications" />
      ) : (
        <Stack as="ul" space="sm" aria-label="Unread notifications">
          {list.map((message) => (
            <Stack as="li" key={message.id} space="none">
              {/* A link to the list (a new tab opens it there); a click opens it here. */}
              <Link
                to="/home/mine-msg"
                title={message.title}
                onClick={(event) => {
                  event.preventDefault();
                  setOpened(message);
                }}
              >
                <Text weight="medium" truncate>
                  {message.title}
                </Text>
              </Link>
              <Text size="sm" tone="muted">
                {message.sender} · {formatDateTime(message.createTime)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      <MessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        extra={<Button onClick={() => navigate('/home/mine-msg')}>All notifications</Button>}
      />
    </Card>
  );
}

/** Route `/home`: what waits for the user today. */
export default function DashboardPage() {
  const snap = useSnapshot(session);
  return (
    <Stack space="xl">
      <Heading level={1}>{snap.userName ? `Welcome, ${snap.userName}` : 'Dashboard'}</Heading>
      <Inline space="xl" alignItems="flex-start" wrap>
        <Stack flexGrow={1} style={{ flexBasis: 360 }}>
          <TodoCard />
        </Stack>
        <Stack flexGrow={1} style={{ flexBasis: 360 }}>
          <LatestMessagesCard />
        </Stack>
      </Inline>
      <CaseCharts
        everyCase={snap.access?.kind === 'routes' && seesEveryCase(snap.access.granted)}
      />
      <LinksCard />
    </Stack>
  );
}
