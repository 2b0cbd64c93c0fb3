import { Button, Inline } from '@bq/ui';

/** An editor page's last line: submit its form, or leave it for the page before. */
export function SaveOrCancel({
  busy,
  saveText = 'Save',
  onCancel,
}: {
  busy: boolean;
  saveText?: string;
  onCancel: () => void;
}) {
  return (
    <Inline space="sm">
      <Button type="submit" variant="primary" loading={busy}>
        {saveText}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </Inline>
  );
}
