import type { ApplicationKind } from '@bq/contract/meta';
import { EmptyState, Skeleton } from '@bq/ui';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useStoredApplication } from '../../api/apply';
import { ApplyEditor } from '../../components/apply/ApplyEditor';
import { isWageType } from '../../components/apply/applyKinds';
import { ServiceRecordCard } from '../../components/apply/ServiceRecordCard';

const FORM_KINDS = ['tutor', 'wages', 'entry', 'coach-cost', 'vendor'] as const;

/** The kind a form route shows: the segment after `apply/` (`wages/:type` names its type). */
function kindOfPath(pathname: string): ApplicationKind | null {
  const segment = /\/apply\/([^/]+)/.exec(pathname)?.[1];
  return FORM_KINDS.find((kind) => kind === segment) ?? null;
}

/**
 * Routes `apply/tutor`, `apply/wages/:type`, `apply/entry`, `apply/coach-cost`, `apply/vendor`:
 * one kind's form. A generic kind's draft is `?id=`; wages and entry open the caller's own draft.
 */
export default function ApplyFormPage() {
  const { pathname } = useLocation();
  const { type } = useParams();
  const [search] = useSearchParams();
  const kind = kindOfPath(pathname);
  const idText = search.get('id');
  const id = idText && /^\d+$/.test(idText) ? Number(idText) : undefined;
  const wageType = isWageType(type) ? type : undefined;
  const target = { kind: kind ?? 'tutor', id, wageType };
  const stored = useStoredApplication(target);

  if (!kind || (kind === 'wages' && !wageType)) {
    return <EmptyState title="Unknown application" description="This form does not exist." />;
  }
  if (stored.loading) return <Skeleton height={320} />;
  if (stored.error) {
    return <EmptyState title="Application not found" description="It may have been removed." />;
  }
  return (
    <ApplyEditor
      key={`${kind}:${wageType ?? ''}:${stored.data?.id ?? 'new'}`}
      target={target}
      stored={stored.data ?? null}
    >
      {wageType === 'market' && <ServiceRecordCard />}
    </ApplyEditor>
  );
}
