/**
 * /data (spec 001 §2, §6): staff only. Anyone else is sent to / before the dashboard's code is even
 * downloaded, so its calls are never made for them; the API refuses them as well (403).
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { STAFF_ROLES } from '@common/constants';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/session';
import { TwoFactorRequired } from '../../features/account/components/two-factor';

const DataDashboard = lazy(() => import('../../features/admin-data/components/data-dashboard').then((m) => ({ default: m.DataDashboard })));

export function DataPage() {
  const { user } = useSession();
  if (!user || !STAFF_ROLES.includes(user.role)) return <Navigate to="/" replace />;
  // Staff screens answer only sessions that passed two-factor (issue 11).
  if (!user.mfaPassed) return <TwoFactorRequired />;
  return (
    <Suspense fallback={<PageSpinner label="Loading..." />}>
      <DataDashboard />
    </Suspense>
  );
}
