import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  FormField,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  Textarea,
  toast,
} from '@bq/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { callQuery, calls, useCallMutation } from '../../../shared/http/calls';
import { openW9 } from '../api/people';
import { OfficeSettingsForm } from '../components/OfficeSettingsForm';
import { configItems, personalItems } from '../components/personView';
import { TwoStepResetCard } from '../components/TwoStepResetCard';
import { STATUS_TITLES } from '../components/userList';

const show = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : value == null || value === '' ? '—' : String(value);

/**
 * Route `usermgt/expand/:id/:edit?`: one person's whole record — personal info, the office's
 * settings (viewed, or edited with `edit`), and a change of theirs waiting for acceptance — and
 * its History tab (the change log; the office settings' own history stays on "Admin history").
 */
export default function PersonPage() {
  const { id, edit } = useParams();
  const navigate = useNavigate();
  const agentId = Number(id);
  const valid = Number.isInteger(agentId) && agentId > 0;
  const detail = useQuery({
    ...callQuery(calls.agentInfo.getAgentInfoById, { agentId }),
    enabled: valid,
  });
  const config = useQuery({
    ...callQuery(calls.agentAdminConfig.getByAgentId, { agentId }),
    enabled: valid,
  });
  const accept = useCallMutation(calls.agentAdminConfigStash.accept);
  const reject = useCallMutation(calls.agentAdminConfigStash.reject);
  const [reason, setReason] = useState('');
  const [opening, setOpening] = useState(false);
  const w9 = async () => {
    setOpening(true);
    try {
      await openW9(agentId);
    } finally {
      setOpening(false);
    }
  };
  const base = `/userroles/usermgt/expand/${agentId}`;

  if (!valid) return <Text role="alert">There is no person with this number.</Text>;
  if (detail.isPending || config.isPending) return <Skeleton lines={8} />;
  if (!detail.data || !config.data) {
    return <Text role="alert">This person's record could not be loaded.</Text>;
  }
  const person = detail.data;
  const staged = person.staged;
  return (
    <Stack space="lg">
      <Inline align="between">
        <Stack space="xs">
          <Heading level={1}>{person.personal.legalName || person.email}</Heading>
          <Text tone="muted">
            {STATUS_TITLES[person.agentStatus]} · {person.relStatus === 1 ? 'Active' : 'Left'}
          </Text>
        </Stack>
        <Inline space="sm" alignItems="center">
          <Button variant="secondary" loading={opening} onClick={w9}>
            W-9 PDF
          </Button>
          <Link to={`/userroles/usermgt/admin-history?agentId=${agentId}`}>Admin history</Link>
        </Inline>
      </Inline>
      <RecordTabs kind="person" id={String(agentId)}>
        <Stack space="lg">
          {staged && (
            <Card title="Waiting for approval">
              <Stack space="sm">
                <Text>
                  {staged.submittedByName} asked to change{' '}
                  {staged.changes.length === 1 ? 'this' : 'these'}:
                </Text>
                <DescriptionList
                  columns={1}
                  items={staged.changes.map((c) => ({
                    key: c.field,
                    label: c.field,
                    value: `${show(c.before)} → ${show(c.after)}`,
                  }))}
                />
                <Inline space="sm">
                  <Button
                    loading={accept.isPending}
                    onClick={async () => {
                      await accept.mutateAsync({ id: staged.id });
                      toast.success('Change accepted');
                    }}
                  >
                    Accept
                  </Button>
                  <ConfirmDialog
                    title="Reject the change"
                    message="Tell the agent why; they see it in their messages."
                    confirmText="Reject"
                    trigger={<Button variant="secondary">Reject</Button>}
                    onConfirm={async () => {
                      await reject.mutateAsync({ id: staged.id, reason: reason.trim() });
                      toast.success('Change rejected');
                      setReason('');
                    }}
                  >
                    <FormField label="Reason" required>
                      <Textarea
                        value={reason}
                        onChange={(e) => setReason(e.target.value)}
                        rows={3}
                      />
                    </FormField>
                  </ConfirmDialog>
                </Inline>
              </Stack>
            </Card>
          )}
          <Card title="Office settings">
            {edit === 'edit' ? (
              <OfficeSettingsForm
                agentId={agentId}
                config={config.data}
                onDone={() => navigate(base)}
              />
            ) : (
              <Stack space="md">
                <DescriptionList items={configItems(config.data)} />
                <Inline>
                  <Button variant="secondary" onClick={() => navigate(`${base}/edit`)}>
                    Edit office settings
                  </Button>
                </Inline>
              </Stack>
            )}
          </Card>
          <Card title="Personal info">
            <DescriptionList items={personalItems(person)} />
          </Card>
          <TwoStepResetCard userId={person.userId} />
        </Stack>
      </RecordTabs>
    </Stack>
  );
}
