import { Box, DescriptionList, Stack, Text } from '@bq/ui';
import type { ReactNode } from 'react';

export interface HistoryEntry {
  key: string | number;
  /** Who made the change: a person's name, or the system. */
  who: string;
  /** When, as shown; `dateTime` is the machine-readable instant. */
  when: string;
  dateTime: string;
  /** Created, changed or removed. */
  title: string;
  fields: { key: string; label: string; before: string | null; after: string | null }[];
}

/**
 * A record's history as a list, newest first: who, when and each field's value before → after.
 * Composed of `@bq/ui` pieces only: a design-system timeline did not fit the library's 80 KB
 * budget (docs/change-log.md, "The History tab").
 */
export function HistoryTimeline({
  label,
  entries,
  emptyText,
}: {
  label: string;
  entries: HistoryEntry[];
  emptyText: ReactNode;
}) {
  if (entries.length === 0) return <Text tone="muted">{emptyText}</Text>;
  const shown = (value: string | null) => (value === null || value === '' ? '—' : value);
  return (
    <Stack as="ol" aria-label={label} space="lg">
      {entries.map((entry) => (
        <Box as="li" key={entry.key}>
          <Stack space="xs">
            <Text as="p">
              <Text weight="medium">{entry.who}</Text>{' '}
              <Text size="sm" tone="muted">
                <time dateTime={entry.dateTime}>{entry.when}</time> · {entry.title}
              </Text>
            </Text>
            {entry.fields.length > 0 && (
              <DescriptionList
                columns={2}
                items={entry.fields.map((f) => ({
                  key: f.key,
                  label: f.label,
                  value: `${shown(f.before)} → ${shown(f.after)}`,
                }))}
              />
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
