import { Button, EmptyState, Skeleton } from '@bq/ui';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RecordTabs } from '../../../shared/history/RecordTabs';
import { getItem } from '../../../shared/storage/storage';
import { useCase } from '../api/cases';
import { CaseEditor } from '../components/CaseEditor';
import { kindFromPath, kindOf, processPath } from '../components/caseKinds';

const CASE_LIST = '/transaction/caselist';

/**
 * `?id=` wins (links and F5); the stored `transactionID` (spec §4) is the fallback only when the
 * address names no case at all. An `?id=` that is not a case number is 'bad': showing the last
 * stored case instead would open a different case than the link asked for.
 */
function caseIdFrom(params: URLSearchParams): number | null | 'bad' {
  const raw = params.get('id');
  if (raw !== null) {
    const fromUrl = Number(raw);
    return /^\d+$/.test(raw) && fromUrl > 0 ? fromUrl : 'bad';
  }
  const stored = getItem<number>('transactionID');
  return typeof stored === 'number' && stored > 0 ? stored : null;
}

/**
 * Routes `/transaction/<type>-process`: one existing case, its full form, documents and status
 * history, and the History tab of the change log (docs/change-log.md).
 */
export default function CaseProcessPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromParams = caseIdFrom(params);
  const id = fromParams === 'bad' ? null : fromParams;
  const match = kindFromPath(pathname);
  const query = useCase(id);
  const inUrl = params.get('id') !== null;

  useEffect(() => {
    // A case opened from the stored key gets its id into the URL, so F5 and copied links work.
    if (id !== null && !inUrl && match) navigate(processPath(match.kind, id), { replace: true });
  }, [id, inUrl, match, navigate]);

  if (!match) return <Navigate to="/404" replace />;
  if (fromParams === 'bad') {
    return (
      <EmptyState
        title="Case not found"
        description={`The address asks for case “${params.get('id')}”, which is not a case number.`}
        action={<Button onClick={() => navigate(CASE_LIST)}>Case list</Button>}
      />
    );
  }
  if (id === null) {
    return (
      <EmptyState
        title="No case is open"
        description="Open a case from the case list."
        action={<Button onClick={() => navigate(CASE_LIST)}>Case list</Button>}
      />
    );
  }
  if (query.isPending) return <Skeleton lines={8} />;
  if (!query.data) {
    return (
      <EmptyState
        title="Case not found"
        description="It does not exist or you may not see it."
        action={<Button onClick={() => navigate(CASE_LIST)}>Case list</Button>}
      />
    );
  }
  const kind = kindOf(query.data.type, query.data.purchaseKind);
  // A case of another type (an old stored id, a hand-edited link) opens on its own page.
  if (kind.key !== match.kind.key) return <Navigate to={processPath(kind, id)} replace />;
  return (
    <RecordTabs kind="case" id={String(id)}>
      <CaseEditor key={id} kind={kind} detail={query.data} />
    </RecordTabs>
  );
}
