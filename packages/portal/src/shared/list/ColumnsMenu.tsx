import { Button, Checkbox, Dialog, IconButton, Inline, Select, Stack } from '@bq/ui';
import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  COLUMN_WIDTHS,
  type ColumnLayout,
  fullLayout,
  moveColumn,
  patchColumn,
} from './columnLayout';
import { VIEW_WORDS, type ViewWords } from './viewWords';

const AS_DESIGNED = 'default';

/**
 * Shows, hides, orders and sizes a table's columns, every control a button, checkbox or select
 * (so all of it works from the keyboard): one row a column with a checkbox (shown), Move up /
 * Move down and its width, and Reset. At an end a move button stays focusable (`aria-disabled`),
 * so pressing it again never drops the focus; the last shown column cannot be hidden. A dialog
 * composed of `@bq/ui` pieces: the library has no room left in its 80 KB budget for a menu or
 * for drag handles on the headers (docs/decisions/portal.md "Saved views and column controls").
 */
export function ColumnsMenu({
  columns,
  layout,
  onLayoutChange,
  words = VIEW_WORDS[2],
}: {
  columns: readonly { key: string; header: ReactNode }[];
  layout: ColumnLayout;
  onLayoutChange: (layout: ColumnLayout) => void;
  words?: ViewWords;
}) {
  const widthOptions = [
    { value: AS_DESIGNED, label: words.asDesigned },
    ...COLUMN_WIDTHS.map((px) => ({ value: String(px), label: words.pxWide(px) })),
  ];
  const entries = fullLayout(columns, layout);
  const headers = new Map(columns.map((c) => [c.key, c.header]));
  const nameOf = (key: string) => {
    const header = headers.get(key);
    return typeof header === 'string' ? header : key;
  };
  const shown = entries.filter((e) => !e.hidden).length;
  const move = (key: string, by: number, blocked: boolean) => {
    if (!blocked) onLayoutChange(moveColumn(columns, layout, key, by));
  };

  return (
    <Dialog
      width="md"
      title={words.columns}
      trigger={<Button size="sm">{words.columns}</Button>}
      footer={
        <Button variant="ghost" onClick={() => onLayoutChange([])}>
          {words.resetColumns}
        </Button>
      }
    >
      <Stack as="ul" space="xs" aria-label={words.columnsLabel}>
        {entries.map((entry, index) => {
          const name = nameOf(entry.key);
          const first = index === 0;
          const last = index === entries.length - 1;
          return (
            <Inline as="li" key={entry.key} align="between" wrap={false} space="sm">
              <Checkbox
                label={name}
                checked={!entry.hidden}
                disabled={!entry.hidden && shown === 1}
                onCheckedChange={(on) =>
                  onLayoutChange(patchColumn(columns, layout, entry.key, { hidden: on !== true }))
                }
              />
              <Inline space="xs" wrap={false}>
                <Select
                  size="sm"
                  aria-label={words.widthOf(name)}
                  options={widthOptions}
                  value={entry.width ? String(entry.width) : AS_DESIGNED}
                  onValueChange={(value) =>
                    onLayoutChange(
                      patchColumn(columns, layout, entry.key, {
                        width: value === AS_DESIGNED ? undefined : Number(value),
                      }),
                    )
                  }
                />
                <IconButton
                  size="sm"
                  label={words.moveUp(name)}
                  icon={<ChevronUpIcon aria-hidden />}
                  aria-disabled={first || undefined}
                  onClick={() => move(entry.key, -1, first)}
                />
                <IconButton
                  size="sm"
                  label={words.moveDown(name)}
                  icon={<ChevronDownIcon aria-hidden />}
                  aria-disabled={last || undefined}
                  onClick={() => move(entry.key, 1, last)}
                />
              </Inline>
            </Inline>
          );
        })}
      </Stack>
    </Dialog>
  );
}
