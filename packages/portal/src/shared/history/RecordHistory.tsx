import type { ChangeKind } from '@bq/contract';
import { Button, Inline, Skeleton, Stack, Text } from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { callQuery, calls } from '../http/calls';
import { HistoryTimeline } from './HistoryTimeline';
import { HISTORY_WORDS, type HistoryLanguage, historyEntries } from './historyEntries';

export interface RecordHistoryProps {
  kind: ChangeKind;
  /** The record's id; none for the settings, whose page is one history. */
  id?: string;
  language?: HistoryLanguage;
}

/**
 * One record's changes from the one change log (docs/change-log.md), newest first. Asked again
 * each time it is shown: any write of any page may have added to it, so no write lists it stale.
 */
export function RecordHistory({ kind, id, language = 2 }: RecordHistoryProps) {
  const words = HISTORY_WORDS[language];
  const history = useQuery({
    ...callQuery(calls.changeLog.recordHistory, id === undefined ? { kind } : { kind, id }),
    staleTime: 0,
  });
  if (history.isPending) return <Skeleton lines={4} />;
  if (!history.data) {
    return (
      <Inline space="sm" alignItems="center">
        <Text role="alert">{words.failed}</Text>
        <Button size="sm" variant="secondary" onClick={() => history.refetch()}>
          {words.retry}
        </Button>
      </Inline>
    );
  }
  return (
    <Stack space="md">
      <Text size="sm" tone="muted">
        {words.masked}
      </Text>
      <HistoryTimeline
        label={words.history}
        entries={historyEntries(history.data, words)}
        emptyText={words.empty}
      />
    </Stack>
  );
}
