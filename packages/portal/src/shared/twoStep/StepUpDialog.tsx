import { Button, Dialog, Inline, Stack, Text } from '@bq/ui';
import { createRoot } from 'react-dom/client';
import { useSnapshot } from 'valtio';
import { layout } from '../layout/store';
import { CodeInput } from './CodeInput';
import { useTwoStepText } from './texts';
import { useCodeEntry } from './useCodeEntry';

/**
 * The step-up dialog (docs/auth.md "Step-up before money moves"): the server refused a call that
 * moves money for want of a fresh code, and the http layer loads this module only then, so no
 * page carries it. Its own React root: the layer that asks is no component, and the app shell
 * holds no place for it.
 */

const WORDS = {
  title: ['Confirm it is you', '确认是您本人'],
  why: [
    'This moves money. Enter the code your authenticator app shows now; then it goes on.',
    '此操作涉及资金。请输入验证器应用当前显示的验证码，之后将继续进行。',
  ],
  cancel: ['Cancel', '取消'],
  cancelled: [
    'Not done: a fresh code from your authenticator app is needed to move money.',
    '未完成：涉及资金的操作需要验证器应用中的最新验证码。',
  ],
  enrol: [
    'Set up two-step sign-in first: your role requires it before money moves. Open your settings (Two-step sign-in) to set it up.',
    '请先设置两步登录：您的角色要求在资金操作前完成设置。请在个人设置（两步登录）中设置。',
  ],
} as const;

function useWords(): (key: keyof typeof WORDS) => string {
  const { language } = useSnapshot(layout);
  return (key) => WORDS[key][language === 2 ? 0 : 1];
}

/** Words outside React (the caller's error): the same choice as `useWords`. */
const word = (key: keyof typeof WORDS) => WORDS[key][layout.language === 2 ? 0 : 1];

export function StepUpDialog({
  verify,
  onDone,
}: {
  /** Sends the code (`twoStep.stepUp`); rejects with the server's words. */
  verify: (code: string) => Promise<unknown>;
  onDone: (verified: boolean) => void;
}) {
  const t = useTwoStepText();
  const w = useWords();
  const entry = useCodeEntry(t);
  const submit = entry.submit(
    async (code) => {
      await verify(code);
      onDone(true);
    },
    (e) => (e instanceof Error && e.message ? e.message : String(e)),
  );

  return (
    <Dialog
      open
      title={w('title')}
      description={w('why')}
      dismissible={!entry.busy}
      closeLabel={null}
      onOpenChange={(open) => {
        if (!open) onDone(false);
      }}
    >
      <form onSubmit={submit} noValidate aria-label={w('title')}>
        <Stack space="lg">
          <CodeInput label={entry.label} recovery={entry.recovery} error={entry.error} />
          <Inline align="between">
            <Button variant="ghost" size="sm" onClick={entry.toggle}>
              {entry.toggleText}
            </Button>
            <Inline>
              <Button variant="secondary" disabled={entry.busy} onClick={() => onDone(false)}>
                {w('cancel')}
              </Button>
              <Button type="submit" variant="primary" loading={entry.busy}>
                {t('verify')}
              </Button>
            </Inline>
          </Inline>
          <Text size="sm">{t('codeStep')}</Text>
        </Stack>
      </form>
    </Dialog>
  );
}

/**
 * Asks for a code over whatever the page shows; resolves true once `verify` accepted one, false
 * when the person cancelled (the caller's error then says nothing was done: `cancelledStepUp`).
 */
export function askStepUp(verify: (code: string) => Promise<unknown>): Promise<boolean> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return new Promise<boolean>((resolve) => {
    const done = (verified: boolean) => {
      root.unmount();
      host.remove();
      resolve(verified);
    };
    root.render(<StepUpDialog verify={verify} onDone={done} />);
  });
}

/** The words of a refusal for want of an enrolment (`CODES.stepUpEnrol`), in the portal's language. */
export const enrolFirst = () => word('enrol');

/** The words of a cancelled step-up: what the caller's error says. */
export const cancelledStepUp = () => word('cancelled');
