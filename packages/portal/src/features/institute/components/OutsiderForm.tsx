import { Button, FormField, Stack, TextField } from '@bq/ui';
import { useState } from 'react';
import type { Language } from '../../../shared/layout/store';
import { checkOutsider, type OutsiderErrors, type OutsiderValues } from './outsiderMapping';
import { say } from './texts';

const EMPTY: OutsiderValues = { name: '', email: '', phone: '' };

/** An outside visitor's registration for one course (`bq/outsiders/regis`): no account needed. */
export function OutsiderForm({
  language,
  busy,
  refused = [],
  onSubmit,
}: {
  language: Language;
  busy?: boolean;
  /** The server's refusal, field by field (the same §5 rules, checked again). */
  refused?: readonly { field: string; message: string }[];
  onSubmit: (values: OutsiderValues) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<OutsiderErrors>({});
  const field = (name: keyof OutsiderValues, type: string) => (
    <FormField
      label={say(language, name)}
      required
      error={errors[name] ?? refused.find((problem) => problem.field === name)?.message}
    >
      <TextField
        type={type}
        value={values[name]}
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setErrors({ ...errors, [name]: undefined });
        }}
      />
    </FormField>
  );
  return (
    <form
      aria-label={say(language, 'register')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkOutsider(values, language);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(values);
      }}
    >
      <Stack space="md">
        {field('name', 'text')}
        {field('email', 'email')}
        {field('phone', 'tel')}
        <Button type="submit" variant="primary" disabled={busy}>
          {say(language, 'register')}
        </Button>
      </Stack>
    </form>
  );
}
