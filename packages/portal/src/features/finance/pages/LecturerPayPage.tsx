import { PayeesList } from '../components/PayeesList';

/** Route `/financial/lectirer-pay/index`. */
export default function LecturerPayPage() {
  return <PayeesList kind="lecturer" />;
}
