import { Navigate, useLocation } from 'react-router';
import { CaseEditor } from '../components/CaseEditor';
import { kindFromPath } from '../components/caseKinds';

/**
 * Routes `/transaction/purchase-new`, `purchase-not`, `listing`, `mortgage`, `pm`, `referral`:
 * the empty case form of the type. Nothing is created on the server until the first Save, which
 * opens the draft and continues on the type's process page (see docs/page-pattern.md).
 */
export default function CaseCreatePage() {
  const { pathname } = useLocation();
  const match = kindFromPath(pathname);
  if (!match) return <Navigate to="/404" replace />;
  return <CaseEditor key={match.kind.key} kind={match.kind} detail={null} />;
}
