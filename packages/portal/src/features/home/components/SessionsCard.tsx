import type { MySession } from '@bq/contract';
import { Button, Card, Inline, Skeleton, Stack, StatusTag, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../shared/format';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { layout } from '../../../shared/layout/store';

/** The card's words, [English, Chinese], by the portal's language (1 Chinese). */
const WORDS = {
  title: ['Sessions and devices', '会话与设备'],
  intro: [
    'Where you are signed in now. End a session you do not recognise; change your password if you think someone else has it.',
    '您当前登录的位置。结束您不认识的会话；如果怀疑密码泄露，请修改密码。',
  ],
  thisDevice: ['This device', '本设备'],
  unknownDevice: ['Unknown device', '未知设备'],
  signedIn: ['Signed in', '登录于'],
  lastSeen: ['last used', '最近使用'],
  end: ['End', '结束'],
  ended: ['The session was ended.', '会话已结束。'],
  none: ['No other session.', '没有其他会话。'],
} as const;

type Word = keyof typeof WORDS;

function useWords(): (key: Word) => string {
  const { language } = useSnapshot(layout);
  return (key) => WORDS[key][language === 1 ? 1 : 0];
}

/**
 * The person's open sessions (settings page, beside two-step sign-in): device, address, when it
 * signed in and was last used, and "End" for every session but this one (logging out ends this
 * one). An ended session is refused from its next call on.
 */
export function SessionsCard() {
  const t = useWords();
  const mine = useQuery(callQuery(calls.session.mine, {}));
  const end = useCallMutation(calls.session.end);
  const [ended, setEnded] = useState(false);

  let body = <Skeleton lines={3} />;
  if (mine.data) {
    const others = mine.data.filter((s) => !s.current).length;
    body = (
      <Stack space="md">
        <Text tone="muted">{t('intro')}</Text>
        <Stack space="sm">
          {mine.data.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              ending={end.isPending && end.variables?.id === s.id}
              onEnd={() => end.mutate({ id: s.id }, { onSuccess: () => setEnded(true) })}
            />
          ))}
        </Stack>
        {others === 0 && <Text tone="muted">{t('none')}</Text>}
        {ended && (
          <Text tone="success" role="status">
            {t('ended')}
          </Text>
        )}
      </Stack>
    );
  } else if (mine.isError) {
    body = <Text tone="danger">{mine.error.message}</Text>;
  }
  return <Card title={t('title')}>{body}</Card>;
}

function SessionRow(props: { session: MySession; ending: boolean; onEnd: () => void }) {
  const t = useWords();
  const { session: s } = props;
  const device = s.device || t('unknownDevice');
  return (
    <Inline space="md" align="between">
      <Stack space="none">
        <Inline space="sm">
          <Text weight="medium">{device}</Text>
          {s.current && <StatusTag tone="success">{t('thisDevice')}</StatusTag>}
        </Inline>
        <Text size="sm" tone="muted">
          {[s.ip, `${t('signedIn')} ${formatDateTime(s.signedInAt)}`].filter(Boolean).join(' · ')}
          {` · ${t('lastSeen')} ${formatDateTime(s.lastSeenAt)}`}
        </Text>
      </Stack>
      {!s.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={props.ending}
          onClick={props.onEnd}
          aria-label={`${t('end')}: ${device}`}
        >
          {t('end')}
        </Button>
      )}
    </Inline>
  );
}
