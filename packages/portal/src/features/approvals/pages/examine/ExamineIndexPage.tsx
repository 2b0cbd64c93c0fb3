import { QueuePage } from '../../components/examine/QueuePage';

/** Route `/approval/examine/index`: every kind waiting for the caller's decision. */
export default function ExamineIndexPage() {
  return <QueuePage title="Pending approvals" />;
}
