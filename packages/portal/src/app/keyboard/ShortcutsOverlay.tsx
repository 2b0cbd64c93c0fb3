import type { SidebarItem } from '@bq/ui';
import { DescriptionList, Dialog, Heading, Inline, Stack, StatusTag, Text } from '@bq/ui';
import { Fragment } from 'react';
import { onMac, type Shortcut, shortcutsFor } from './shortcuts';

const GROUPS: readonly { title: string; kinds: readonly Shortcut['kind'][] }[] = [
  { title: 'Everywhere', kinds: ['palette', 'help'] },
  { title: 'Go to', kinds: ['go'] },
  { title: 'In a list', kinds: ['row'] },
];

/** The keys of a shortcut as a person presses them: "Ctrl + K", "g then c". */
function Keys({ shortcut }: { shortcut: Shortcut }) {
  const keys = shortcut.keys.map((key) => (key === 'Ctrl' && onMac() ? '⌘' : key));
  const joiner = shortcut.kind === 'palette' ? '+' : 'then';
  return (
    <Inline space="xs" align="start">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && <Text tone="muted">{joiner}</Text>}
          <StatusTag>
            <kbd>{key}</kbd>
          </StatusTag>
        </Fragment>
      ))}
    </Inline>
  );
}

/** `?`: every shortcut this role has, from the one table, grouped by where it works. */
export function ShortcutsOverlay({
  open,
  onOpenChange,
  menu,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: readonly SidebarItem[];
}) {
  const mine = shortcutsFor(menu);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      description="Single keys work when no field has the focus."
      width="md"
    >
      <Stack space="lg">
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Stack space="sm">
              <Heading level={3}>{group.title}</Heading>
              <DescriptionList
                columns={2}
                items={mine
                  .filter((s) => group.kinds.includes(s.kind))
                  .map((s) => ({
                    key: s.keys.join(' '),
                    label: <Keys shortcut={s} />,
                    value: s.label,
                  }))}
              />
            </Stack>
          </section>
        ))}
      </Stack>
    </Dialog>
  );
}
