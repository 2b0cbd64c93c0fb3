import { useLocation } from 'react-router';
import ApplyFormPage from './ApplyFormPage';
import ApplyIndexPage from './ApplyIndexPage';

/**
 * The applicant's routes as one page module (`apply/index` and the form of every kind), so the
 * route list on the login first load names one import, not two.
 */
export default function ApplyPage() {
  return useLocation().pathname.endsWith('/apply/index') ? <ApplyIndexPage /> : <ApplyFormPage />;
}
