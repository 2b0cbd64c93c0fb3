import { PayeeDetail } from '../components/PayeeDetail';

/** Route `/financial/vendor-pay/detail?id=<account>`. */
export default function VendorPayDetailPage() {
  return <PayeeDetail kind="vendor" />;
}
