import { MODULE_IDS } from '@bq/contract/meta';
import { EmptyState, Heading, Stack, Text } from '@bq/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../../shared/session/store';
import { AgreementForm } from '../components/AgreementForm';

/** Who may record an agreement (the server's rule for `coachAgreement.add`). */
const RECORDERS = [MODULE_IDS['userroles/coach-agreement'], MODULE_IDS['userroles/usermgt']];

/**
 * A new coach agreement: `/userroles/coach-agreement/add` (both agents picked) and
 * `/agent-center/personal/add?menteeAgentId=` (from an agent's page, the mentee fixed).
 */
export default function CoachAgreementAddPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const access = useSnapshot(session).access;
  const mentee = search.get('menteeAgentId') ?? '';
  const fromAgent = /^\d+$/.test(mentee);
  const may = access?.kind === 'routes' && RECORDERS.some((id) => access.granted.has(id));
  return (
    <Stack space="lg">
      <Stack space="xs">
        <Heading level={1}>New coach agreement</Heading>
        {fromAgent && <Text tone="muted">For this agent, as the mentee: choose their coach.</Text>}
      </Stack>
      {may ? (
        <AgreementForm
          menteeAgentId={fromAgent ? mentee : ''}
          onAdded={(coach, allow) => {
            allow();
            navigate(paths.coachAgreementIndex({ search: { coach } }));
          }}
        />
      ) : (
        <EmptyState
          title="Coach agreements are recorded by the office"
          description="Ask user management to record the agreement with your coach; it then shows on your personal page and on your coach's."
        />
      )}
    </Stack>
  );
}
