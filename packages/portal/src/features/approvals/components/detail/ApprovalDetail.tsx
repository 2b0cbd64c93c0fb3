import { EmptyState, Skeleton } from '@bq/ui';
import { RecordTabs } from '../../../../shared/history/RecordTabs';
import { useApplication } from '../../api/examine';
import { ApplicationView } from './ApplicationView';

/**
 * Route `/approval/examine/approval-detail/:id/:type/:status?`: any kind of application, for its
 * decider and for its applicant. `:type` and `:status` are what the linking list knew; the page
 * shows what the server answers now. Its History tab reads the change log by the same read rule.
 */
export function ApprovalDetail({ id: param }: { id: string }) {
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const application = useApplication(valid ? id : 0);
  if (!valid) return <EmptyState title="No such application" />;
  if (application.isPending) return <Skeleton lines={6} />;
  if (!application.data) return <EmptyState title="This application cannot be shown" />;
  return (
    <RecordTabs kind="application" id={String(id)}>
      <ApplicationView
        detail={application.data}
        reload={async () => {
          await application.refetch();
        }}
      />
    </RecordTabs>
  );
}
