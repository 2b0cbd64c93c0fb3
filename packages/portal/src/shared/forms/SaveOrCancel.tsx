import { Button, Inline } from '@bq/ui';

/** An editor page's last line: submit its form, or leave it for the page before. */
export function SaveOrCancel({
  busy,
  saveText = 'Save',
  cancelText = 'Cancel',
  onCancel,
}: {
  busy: boolean;
  saveText?: string;
  /** A page with a language toggle says it in the chosen language. */
  cancelText?: string;
  onCancel: () => void;
}) {
  return (
    <Inline space="sm">
      <Button type="submit" variant="primary" loading={busy}>
        {saveText}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {cancelText}
      </Button>
    </Inline>
  );
}
