import type { ApplicationKind } from '@bq/contract/meta';
import { CODES } from '@bq/contract/meta';
import { Button, EmptyState, Skeleton } from '@bq/ui';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../shared/http/errors';
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

  // Never a dead end: each refusal says why and leads back to the list.
  const back = (
    <Button asChild variant="secondary">
      <Link to="/approval/apply/index">Back to My applications</Link>
    </Button>
  );
  if (!kind || (kind === 'wages' && !wageType)) {
    return (
      <EmptyState
        title="Unknown application"
        description="This form does not exist."
        action={back}
      />
    );
  }
  if (stored.loading) return <Skeleton height={320} />;
  if (stored.error) {
    // The server's own words when it refused (another person's draft), not a guess.
    const refused = stored.error instanceof ApiError && stored.error.code === CODES.forbidden;
    return (
      <EmptyState
        title={refused ? 'Not your application' : 'Application not found'}
        description={refused ? stored.error.message : 'It may have been removed.'}
        action={back}
      />
    );
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
