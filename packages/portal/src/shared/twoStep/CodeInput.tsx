import { FormField, TextField } from '@bq/ui';

/**
 * The one field a code is typed into: the sign-in's second step and the step-up dialog. A
 * 6-digit code from the app, or (`recovery`) one of the recovery codes.
 */
export function CodeInput({
  label,
  recovery,
  error,
}: {
  label: string;
  recovery: boolean;
  error: string;
}) {
  return (
    <FormField label={label} required error={error || undefined}>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 20 : 6}
        autoFocus
      />
    </FormField>
  );
}
