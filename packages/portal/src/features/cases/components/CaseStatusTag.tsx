import { CASE_STATUSES, type CaseStatus } from '@bq/contract/meta';
import { StatusTag, type StatusTagTone } from '@bq/ui';

const TONES: Record<CaseStatus, StatusTagTone> = {
  draft: 'neutral',
  submitted: 'info',
  in_review: 'warning',
  approved: 'success',
  closed: 'success',
  cancelled: 'danger',
};

export function CaseStatusTag({ status, dot }: { status: CaseStatus; dot?: boolean }) {
  return (
    <StatusTag tone={TONES[status]} dot={dot}>
      {CASE_STATUSES[status]}
    </StatusTag>
  );
}
