import { Waiting } from '../components/Waiting';

/** Route `/tran-middle-loading`: between a transaction action and the page it leads to. */
export default function TranMiddleLoadingPage() {
  return <Waiting text="Loading" fallback="/transaction/caselist" />;
}
