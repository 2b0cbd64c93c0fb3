import { PayeesList } from '../components/PayeesList';

/** Route `/financial/vendor-pay/index`. */
export default function VendorPayPage() {
  return <PayeesList kind="vendor" />;
}
