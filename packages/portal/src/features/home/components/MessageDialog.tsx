import { Button, Dialog, Text } from '@bq/ui';
import { type ReactNode, useEffect } from 'react';
import { formatDateTime } from '../../../shared/format';
import type { calls, Res } from '../../../shared/http/calls';
import { MESSAGE_STATUS, useMarkRead } from '../api/home';

export type StationMessage = Res<typeof calls.messageStation.getMessageList>['list'][number];

/**
 * One notification opened: its whole text, who sent it and when. Opening an unread one marks it
 * read (the header's badge and the lists follow). `message` is kept by the caller, so the
 * dialog stays while the unread list it came from refreshes without it.
 */
export function MessageDialog({
  message,
  onClose,
  extra,
}: {
  message: StationMessage | null;
  onClose: () => void;
  /** More actions beside Close (the dashboard's "All notifications"). */
  extra?: ReactNode;
}) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const id = message?.id;
  const unread = message?.status === MESSAGE_STATUS.unread;
  useEffect(() => {
    if (id !== undefined && unread) mutate({ ids: [id], status: MESSAGE_STATUS.read });
  }, [id, unread, mutate]);
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={message?.title ?? ''}
      description={message ? `${message.sender} · ${formatDateTime(message.createTime)}` : ''}
      footer={
        <>
          {extra}
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <Text as="p">{message?.content}</Text>
    </Dialog>
  );
}
