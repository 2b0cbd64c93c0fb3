import { Button, Inline, TextField } from '@bq/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/http/client';
import { kindOf, processPath } from './caseKinds';

/** Opens a case by its number (`getCaseId`), for the agent who has it on paper or in a mail. */
export function GoToCase() {
  const navigate = useNavigate();
  const [caseNo, setCaseNo] = useState('');
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (!caseNo.trim()) return;
    setBusy(true);
    try {
      const { id } = await api('tranCase', 'getCaseId', { caseNo: caseNo.trim() });
      const detail = await api('tranCase', 'get', { id });
      navigate(processPath(kindOf(detail.type, detail.purchaseKind), id));
    } catch {
      // 'Case not found' (or the input's problem) was shown by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Inline
      as="form"
      space="sm"
      wrap={false}
      role="search"
      aria-label="Go to case number"
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
    >
      <TextField
        aria-label="Case number"
        placeholder="BQ-2026-000123"
        value={caseNo}
        onChange={(event) => setCaseNo(event.target.value)}
        size="sm"
      />
      <Button type="submit" size="sm" variant="secondary" loading={busy}>
        Go to case
      </Button>
    </Inline>
  );
}
