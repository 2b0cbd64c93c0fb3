import { QueuePage } from '../../components/examine/QueuePage';

/** Route `/approval/examine/vendor`: the queue of vendor payment applications only. */
export default function VendorQueuePage() {
  return <QueuePage kind="vendor" title="Vendor approval" />;
}
