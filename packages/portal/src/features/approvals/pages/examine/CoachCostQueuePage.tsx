import { QueuePage } from '../../components/examine/QueuePage';

/** Route `/approval/examine/coach-cost`: the queue of coach cost applications only. */
export default function CoachCostQueuePage() {
  return <QueuePage kind="coach-cost" title="Coach cost approval" />;
}
