import { MODULE_IDS } from '@bq/contract';
import { Button } from '@bq/ui';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../../shared/session/store';
import type { CaseDetail } from './formMapping';

/**
 * A closed case's money, for the people who keep the ledger: its closing's waterfall and what
 * title/escrow has paid of it, one click from the case instead of through the month close.
 */
export function CaseLedgerLink({ detail }: { detail: CaseDetail }) {
  const access = useSnapshot(session).access;
  const keepsLedger =
    access?.kind === 'routes' && access.granted.has(MODULE_IDS['financial/corrections']);
  if (!keepsLedger || detail.status !== 'closed') return null;
  return (
    <Button asChild variant="secondary">
      <Link to={paths.caseLedger({ id: detail.id })}>Ledger</Link>
    </Button>
  );
}
