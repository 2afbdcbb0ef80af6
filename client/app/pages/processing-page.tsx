/**
 * /processing (spec 001 "Processing dashboard"): staff only, handled like /data: anyone else is
 * sent to / before the dashboard's code is downloaded; the API refuses them as well (403).
 */
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { STAFF_ROLES } from '@common/constants';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../features/auth/api/session';

const ProcessingDashboard = lazy(() => import('../../features/processing/components/processing-dashboard').then((m) => ({ default: m.ProcessingDashboard })));

export function ProcessingPage() {
  const { user } = useSession();
  if (!user || !STAFF_ROLES.includes(user.role)) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageSpinner label="Loading..." />}>
      <ProcessingDashboard />
    </Suspense>
  );
}
