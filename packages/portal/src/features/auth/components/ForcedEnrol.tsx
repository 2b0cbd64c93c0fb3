import { twoStepMeta } from '@bq/contract/meta';
import { sendWithToken } from '../../../shared/http/tokenless';
import { EnrolSteps } from '../../../shared/twoStep/EnrolSteps';
import type { LoginOutcome } from '../api/login';
import { storeLogin } from '../api/login';

/**
 * A role that requires two-step sign-in, not set up yet: right after the password, before the
 * portal opens. The session may only enrol (the server refuses everything else), so it is kept
 * here and stored only once the first code is confirmed and the recovery codes were shown.
 */
export function ForcedEnrol({
  result,
  onSuccess,
}: {
  result: Extract<LoginOutcome, { kind: 'enrol' }>['result'];
  onSuccess: () => void;
}) {
  const { token } = result;
  return (
    <EnrolSteps
      intro="required"
      signedOut
      calls={{
        start: () => sendWithToken(twoStepMeta.start, {}, token),
        confirm: (code) => sendWithToken(twoStepMeta.confirm, { code }, token),
      }}
      onDone={() => {
        storeLogin(result);
        onSuccess();
      }}
    />
  );
}
