import { Button, FormField, PasswordField, Stack, Text, TextField } from '@bq/ui';
import { type FormEvent, useRef, useState } from 'react';
import type { LoginOutcome } from '../api/login';
import { EMAIL_INVALID, EMAIL_REQUIRED, errorMessage, PASSWORD_REQUIRED } from './messages';

interface LoginErrors {
  email?: string;
  password?: string;
}

/**
 * The e-mail's shape is checked with the submit, by the shared rule loaded then (with the login
 * call it precedes): the form's first paint has a budget, and nobody submits before it shows.
 */
async function validate(email: string, password: string): Promise<LoginErrors> {
  const { isValidEmail } = await import('./emailRule');
  return {
    email: !email ? EMAIL_REQUIRED : isValidEmail(email) ? undefined : EMAIL_INVALID,
    password: password ? undefined : PASSWORD_REQUIRED,
  };
}

/**
 * E-mail and password; on success the session holds the token and the app navigates, or the
 * page asks for the second step (two-step sign-in).
 * Two fields need no form library: this screen is the first load, and every kilobyte on it is
 * a kilobyte every user waits for (the larger forms use react-hook-form).
 */
export function LoginForm({ onSuccess }: { onSuccess: (outcome: LoginOutcome) => void }) {
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    // One submit at a time from its first moment: a second click while the rule loads is dropped.
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const found = await validate(email, password);
    setErrors(found);
    setFailure('');
    if (found.email || found.password) {
      sending.current = false;
      setBusy(false);
      return;
    }
    try {
      // Loaded on first use, and without axios: see shared/http/tokenless.ts.
      const auth = await import('../api/login');
      onSuccess(await auth.login(email, password));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack space="lg">
        <FormField label="E-mail" required error={errors.email}>
          <TextField name="email" type="email" autoComplete="username" />
        </FormField>
        <FormField label="Password" required error={errors.password}>
          <PasswordField name="password" autoComplete="current-password" />
        </FormField>
        {failure && (
          <Text role="alert" tone="danger">
            {failure}
          </Text>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
