import { Card, FormField, TextField } from '@bq/ui';
import { readTin } from '@bq/validators';

/** What the office typed as a person's full TIN, and why it is refused (null when it is not). */
export interface FullTin {
  text: string;
  error: string | null;
}

/**
 * The full TIN the 1099 file needs, entered by the office only (an agent's own W-9 change waits
 * for a manager as readable JSON, so the server refuses a full TIN there). Kept out of the form's
 * values on purpose: the form's unsaved copy lives in the browser's storage, and a TIN must not.
 * Typed masked; left empty, the TIN on file stays.
 */
export function FullTinCard({ tin, onChange }: { tin: FullTin; onChange: (tin: FullTin) => void }) {
  return (
    <Card title="Full TIN for the 1099">
      <FormField
        label="Full TIN (SSN or EIN)"
        help="Stored encrypted and shown as ***-**-1234. Leave it empty to keep the TIN on file."
        error={tin.error ?? undefined}
      >
        <TextField
          type="password"
          autoComplete="off"
          value={tin.text}
          onChange={(event) => onChange({ text: event.target.value, error: null })}
        />
      </FormField>
    </Card>
  );
}

/**
 * The TIN to send: nothing when none was typed, the typed text when it reads as one, else the
 * reason under the field (the server checks it again).
 */
export function checkedTin(tin: FullTin): {
  send?: { tin: string; tinLast4: string };
  error?: string;
} {
  const text = tin.text.trim();
  if (!text) return {};
  const read = readTin(text);
  return read.ok
    ? { send: { tin: text, tinLast4: read.last4 } }
    : { error: `Full TIN ${read.reason}` };
}
