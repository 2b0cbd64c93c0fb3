import { Skeleton } from '@bq/ui';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';

// The login screen's route list names this module with its preloads; keeping the queue and the
// detail behind their own import() keeps that list (first load, 110 KB budget) to one short entry.
const QueuePage = lazy(() =>
  import('../../components/examine/QueuePage').then((m) => ({ default: m.QueuePage })),
);
const ApprovalDetail = lazy(() =>
  import('../../components/detail/ApprovalDetail').then((m) => ({ default: m.ApprovalDetail })),
);

/**
 * The examine side as one page module: `examine/index` (every kind), `examine/coach-cost` and
 * `examine/vendor` (the queue of that kind, see docs/decisions/applications.md) and
 * `examine/approval-detail/:id/:type/:status?`.
 */
export default function ExaminePage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const kind = pathname.endsWith('/coach-cost')
    ? 'coach-cost'
    : pathname.endsWith('/vendor')
      ? 'vendor'
      : undefined;
  const title = { 'coach-cost': 'Coach cost approval', vendor: 'Vendor approval' };
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      {id !== undefined ? (
        <ApprovalDetail id={id} />
      ) : (
        <QueuePage kind={kind} title={kind ? title[kind] : 'Pending approvals'} />
      )}
    </Suspense>
  );
}
