import { PayeeDetail } from '../components/PayeeDetail';

/** Route `/financial/lectirer-pay/detail?id=<account>`. */
export default function LecturerPayDetailPage() {
  return <PayeeDetail kind="lecturer" />;
}
