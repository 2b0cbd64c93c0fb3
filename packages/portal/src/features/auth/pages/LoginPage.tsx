import { Button, Inline, Text } from '@bq/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LoginOutcome } from '../api/login';
import { AuthFrame } from '../components/AuthFrame';
import { LoginForm } from '../components/LoginForm';
import { PASSWORD_CHANGED } from '../components/messages';

// Registration and password change are rarer than logging in: they load when asked for.
const CodeForm = lazy(() =>
  import('../components/CodeForm').then((m) => ({ default: m.CodeForm })),
);
// So is two-step sign-in: only people who turned it on (or whose role requires it) load it.
const CodeStep = lazy(() =>
  import('../components/CodeStep').then((m) => ({ default: m.CodeStep })),
);
const ForcedEnrol = lazy(() =>
  import('../components/ForcedEnrol').then((m) => ({ default: m.ForcedEnrol })),
);

type Mode = 'login' | 'register' | 'password';
const TITLES: Record<Mode, string> = {
  login: 'Log in',
  register: 'Create an account',
  password: 'Change password',
};

/** Route `/`: log in by e-mail and password, register or change the password by e-mail code. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState('');
  const [second, setSecond] = useState<Exclude<LoginOutcome, { kind: 'signed-in' }> | null>(null);

  useEffect(() => {
    // Warm the login call once the screen is up, so the first submit does not wait for it. Only
    // that: axios and the call catalogue are not needed until after sign-in.
    const warm = () => void import('../api/login');
    const id = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 200);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id);
  }, []);

  const signedIn = () => navigate('/', { replace: true });
  const switchTo = (next: Mode) => {
    setNotice('');
    setMode(next);
  };
  const afterPassword = (outcome: LoginOutcome) => {
    if (outcome.kind === 'signed-in') signedIn();
    else setSecond(outcome);
  };

  if (mode === 'login' && second) {
    return (
      <AuthFrame title={TITLES.login}>
        <Suspense fallback={<Text tone="muted">Loading</Text>}>
          {second.kind === 'code' ? (
            <CodeStep
              challenge={second.challenge}
              onSuccess={signedIn}
              onBack={() => setSecond(null)}
            />
          ) : (
            <ForcedEnrol result={second.result} onSuccess={signedIn} />
          )}
        </Suspense>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={TITLES[mode]}>
      {notice && (
        <Text role="status" tone="success">
          {notice}
        </Text>
      )}
      {mode === 'login' ? (
        <LoginForm onSuccess={afterPassword} />
      ) : (
        <Suspense fallback={<Text tone="muted">Loading</Text>}>
          <CodeForm
            key={mode}
            mode={mode}
            onSuccess={() => {
              if (mode === 'register') signedIn();
              else {
                setMode('login');
                setNotice(PASSWORD_CHANGED);
              }
            }}
          />
        </Suspense>
      )}
      <Inline align="between">
        {mode === 'login' ? (
          <>
            <Button variant="ghost" size="sm" onClick={() => switchTo('register')}>
              Create an account
            </Button>
            <Button variant="ghost" size="sm" onClick={() => switchTo('password')}>
              Forgot password?
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => switchTo('login')}>
            Back to log in
          </Button>
        )}
      </Inline>
    </AuthFrame>
  );
}
