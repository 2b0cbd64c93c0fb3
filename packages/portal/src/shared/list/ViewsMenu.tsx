import {
  Button,
  Dialog,
  FormField,
  IconButton,
  Inline,
  Select,
  Stack,
  Text,
  TextField,
} from '@bq/ui';
import { StarIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { VIEW_WORDS, type ViewWords } from './viewWords';

export type ViewItem = {
  id: number;
  name: string;
  /** Who keeps it and who sees it: "Mine", "Shared with Agent by Mei Lin". */
  detail: string;
  isDefault: boolean;
  canEdit: boolean;
  canRemove: boolean;
  roleId: number | null;
};

type ViewsMenuProps = {
  views: readonly ViewItem[];
  /** The saved view the list shows now, if any. */
  current: ViewItem | null;
  roles: readonly { id: number; name: string }[];
  onOpen: (view: ViewItem) => void;
  /** Resolves when kept; rejects with the reason shown under the form. */
  onSave: (view: { name: string; roleId: number | null }) => Promise<unknown>;
  onRemove: (view: ViewItem) => void;
  onDefault: (view: ViewItem | null) => void;
  error?: string;
  nameMax: number;
  /** The menu's words (English unless the page follows the language switch). */
  words?: ViewWords;
};

const ONLY_ME = 'me';

/**
 * A list's saved views in a dialog (Esc, focus trap, focus back on the button): open one, make
 * it one's default, delete it, or save the list as it is now under a name, for oneself or shared
 * with a role one holds. Composed here from `@bq/ui` pieces rather than in the library, which is
 * at its 80 KB budget (docs/decisions/portal.md "Saved views and column controls").
 */
export function ViewsMenu({
  views,
  current,
  roles,
  onOpen,
  onSave,
  onRemove,
  onDefault,
  error,
  nameMax,
  words = VIEW_WORDS[2],
}: ViewsMenuProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [share, setShare] = useState(ONLY_ME);
  const shareOptions = [
    { value: ONLY_ME, label: words.onlyMe },
    ...roles.map((r) => ({ value: String(r.id), label: words.everyoneWith(r.name) })),
  ];

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the current view: saving again saves over one's own.
    if (next) {
      setName(current?.canEdit ? current.name : '');
      setShare(current?.canEdit && current.roleId ? String(current.roleId) : ONLY_ME);
    }
    setOpen(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      await onSave({ name: name.trim(), roleId: share === ONLY_ME ? null : Number(share) });
      setOpen(false);
    } catch {
      // `error` says why; what was typed stays.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      width="md"
      title={words.savedViews}
      trigger={<Button size="sm">{current ? words.viewNamed(current.name) : words.views}</Button>}
    >
      <Stack space="lg">
        {views.length === 0 ? (
          <Text tone="muted">{words.none}</Text>
        ) : (
          <Stack as="ul" space="xs" aria-label={words.listLabel}>
            {views.map((view) => (
              <Inline as="li" key={view.id} wrap={false} space="xs" align="between">
                <Inline space="xs">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-current={view.id === current?.id || undefined}
                    onClick={() => {
                      onOpen(view);
                      setOpen(false);
                    }}
                  >
                    {view.name}
                  </Button>
                  <Text size="sm" tone="muted">
                    {view.detail}
                  </Text>
                </Inline>
                <Inline space="xs" wrap={false}>
                  <IconButton
                    size="sm"
                    label={words.byDefault(view.name)}
                    aria-pressed={view.isDefault}
                    icon={<StarIcon aria-hidden fill={view.isDefault ? 'currentColor' : 'none'} />}
                    onClick={() => onDefault(view.isDefault ? null : view)}
                  />
                  {view.canRemove && (
                    <IconButton
                      size="sm"
                      label={words.remove(view.name)}
                      icon={<Trash2Icon aria-hidden />}
                      onClick={() => onRemove(view)}
                    />
                  )}
                </Inline>
              </Inline>
            ))}
          </Stack>
        )}
        <form onSubmit={submit} aria-label={words.saveForm}>
          <Stack space="sm">
            <Text as="strong">{words.saveTitle}</Text>
            <FormField label={words.name}>
              <TextField
                value={name}
                maxLength={nameMax}
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
            <FormField label={words.whoSees}>
              <Select options={shareOptions} value={share} onValueChange={setShare} />
            </FormField>
            {error && (
              <Text tone="danger" role="alert">
                {error}
              </Text>
            )}
            <Inline align="end">
              <Button type="submit" variant="primary" disabled={!name.trim()}>
                {words.save}
              </Button>
            </Inline>
          </Stack>
        </form>
      </Stack>
    </Dialog>
  );
}
