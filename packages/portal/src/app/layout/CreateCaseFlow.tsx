import { Button, ConfirmDialog, CreateCaseDialog, IconButton, ReminderDialog } from '@bq/ui';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../shared/session/store';
import {
  ASK_BOARD,
  ASK_LICENSE,
  clearStoredCase,
  NEW_CASE_CHOICES,
  type NewCaseKey,
  NO_BOARD,
  NO_LICENSE,
  newCasePath,
  onCreateNew,
  onTypeChosen,
  personalEditPath,
  UPDATE_LICENSE,
} from './createCase';

type Step =
  | 'idle'
  | 'ask-license'
  | 'update-license'
  | 'no-license'
  | 'choose-type'
  | 'ask-board'
  | 'no-board';

/** The Create new button and its dialogs (spec §4 "Create-case flow"). */
export function CreateCaseFlow({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const agent = snap.userInfo?.agentInfo ?? undefined;
  const [step, setStep] = useState<Step>('idle');
  const [chosen, setChosen] = useState<NewCaseKey>('purchase-new');

  // A dialog that closes returns to idle, unless its answer already moved the flow on.
  const closes = (own: Step) => (open: boolean) => {
    if (!open) setStep((current) => (current === own ? 'idle' : current));
  };
  const openCase = (path: string) => {
    clearStoredCase();
    setStep('idle');
    navigate(path);
  };

  return (
    <>
      {compact ? (
        // The icon bar has no room for words: the button keeps its name as label and tooltip.
        <IconButton
          variant="secondary"
          label="Create new"
          icon={<PlusIcon />}
          onClick={() => setStep(onCreateNew(agent?.agentStatus))}
        />
      ) : (
        <Button
          // Secondary is light: it stands out on the navy sidebar, where primary would vanish.
          variant="secondary"
          fullWidth
          icon={<PlusIcon aria-hidden />}
          onClick={() => setStep(onCreateNew(agent?.agentStatus))}
        >
          Create new
        </Button>
      )}
      <ConfirmDialog
        open={step === 'ask-license'}
        onOpenChange={closes('ask-license')}
        message={ASK_LICENSE}
        confirmText="Yes"
        cancelText="No"
        onConfirm={() => setStep('update-license')}
        onCancel={() => setStep('no-license')}
      />
      <ReminderDialog
        open={step === 'update-license'}
        onOpenChange={closes('update-license')}
        message={UPDATE_LICENSE}
        showCancel
        onConfirm={() => {
          setStep('idle');
          if (agent) navigate(personalEditPath(String(snap.userInfo?.userId ?? ''), agent.agentId));
        }}
      />
      <ReminderDialog
        open={step === 'no-license'}
        onOpenChange={closes('no-license')}
        message={NO_LICENSE}
      />
      <CreateCaseDialog
        options={NEW_CASE_CHOICES}
        open={step === 'choose-type'}
        onOpenChange={closes('choose-type')}
        onConfirm={(type) => {
          setChosen(type);
          const next = onTypeChosen(agent?.agentStatus, type);
          if (next.kind === 'open') openCase(next.path);
          else setStep('ask-board');
        }}
      />
      <ConfirmDialog
        open={step === 'ask-board'}
        onOpenChange={closes('ask-board')}
        message={ASK_BOARD}
        confirmText="Yes"
        cancelText="No"
        // Yes goes on to the case; the page tells the server so (it records the claim).
        onConfirm={() => openCase(`${newCasePath(chosen)}?board=joined`)}
        onCancel={() => setStep('no-board')}
      />
      <ReminderDialog
        open={step === 'no-board'}
        onOpenChange={closes('no-board')}
        message={NO_BOARD}
      />
    </>
  );
}
