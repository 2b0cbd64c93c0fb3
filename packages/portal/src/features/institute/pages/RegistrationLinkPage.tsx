import type { CallMeta } from '@bq/contract/meta';
import { Button, Card, Inline, Spinner, Stack, Text } from '@bq/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Res } from '../../../shared/http/calls';
import { ApiError } from '../../../shared/http/errors';
import { publicCalls, sendPublic } from '../../../shared/http/public';
import { invalidateAfter } from '../../../shared/http/stale';
import type { Language } from '../../../shared/layout/store';
import { HallFrame } from '../components/HallFrame';
import { HallTopBar } from '../components/HallTopBar';
import { useLanguage } from '../components/language';
import { sayLink } from '../components/linkTexts';
import { pick } from '../components/texts';

type Outcome = Res<typeof publicCalls.outsiders.confirm>;

/**
 * Routes `/bq-institute-tourist/confirm/:token` and `/bq-institute-tourist/cancel/:token` (ours,
 * public): the two links of the mail a visitor's registration sends. Whoever
 * holds the mail holds the registration, so neither asks for a login.
 */
export default function RegistrationLinkPage() {
  // One page for both routes: a new address (confirm, then the cancel link) starts afresh.
  const { pathname } = useLocation();
  return (
    <HallFrame>
      <LinkOutcome key={pathname} />
    </HallFrame>
  );
}

/** What the link did, in the page's language. */
export function outcomeText(language: Language, outcome: Outcome): string {
  if (outcome.status === 'waitlisted') {
    return `${sayLink(language, 'linkWaitlisted')}${outcome.position ?? ''}`;
  }
  if (outcome.status === 'cancelled') return sayLink(language, 'linkCancelled');
  return sayLink(language, outcome.status === 'completed' ? 'completedShort' : 'linkEnrolled');
}

/** A refusal: the server's sentence is English, so the Chinese page leads with its own words. */
export function refusalText(language: Language, error: unknown): string {
  if (error instanceof ApiError && error.code === 404) return sayLink(language, 'linkInvalid');
  const message = error instanceof Error ? error.message : '';
  return language === 2 ? message : `${sayLink(language, 'linkRefused')}${message}`;
}

function LinkOutcome() {
  const { token = '' } = useParams();
  const cancelling = useLocation().pathname.includes('/cancel/');
  const language = useLanguage();
  const client = useQueryClient();
  const call: CallMeta = cancelling ? publicCalls.outsiders.cancel : publicCalls.outsiders.confirm;
  const follow = useMutation({
    mutationFn: () =>
      sendPublic(cancelling ? publicCalls.outsiders.cancel : publicCalls.outsiders.confirm, {
        token,
      }),
    onSuccess: () => invalidateAfter(client, call),
  });
  // Confirming is what the link is for and is safe to repeat, so it runs on opening; cancelling
  // waits for a click, so a mail scanner that opens links cannot give the seat away.
  const started = useRef(false);
  useEffect(() => {
    if (cancelling || started.current) return;
    started.current = true;
    follow.mutate();
  }, [cancelling, follow]);
  const outcome = follow.data;
  return (
    <Stack space="lg" padding="xl">
      <HallTopBar />
      <Card
        title={sayLink(language, cancelling ? 'cancelTitle' : 'confirmTitle')}
        titleLevel={1}
        padding="lg"
      >
        {outcome ? (
          <Stack space="sm" role="status">
            <Text weight="bold" tone={outcome.status === 'cancelled' ? undefined : 'success'}>
              {outcomeText(language, outcome)}
            </Text>
            <Text>{pick(language, outcome.courseTitleZh, outcome.courseTitleEn)}</Text>
          </Stack>
        ) : follow.isError ? (
          <Text role="alert" weight="bold" tone="danger">
            {refusalText(language, follow.error)}
          </Text>
        ) : cancelling && follow.isIdle ? (
          <Stack space="md">
            <Text>{sayLink(language, 'cancelAsk')}</Text>
            <Inline>
              <Button variant="primary" onClick={() => follow.mutate()}>
                {sayLink(language, 'cancelConfirm')}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <Spinner label={sayLink(language, 'working')} />
        )}
      </Card>
    </Stack>
  );
}
