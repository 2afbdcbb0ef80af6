/** /processing (spec 001 "Processing dashboard"): behind the same staff gate as /data (StaffScreen). */
import { lazy } from 'react';
import { StaffScreen } from './staff-screen';

const ProcessingDashboard = lazy(() => import('../../features/processing/components/processing-dashboard').then((m) => ({ default: m.ProcessingDashboard })));

export function ProcessingPage() {
  return (
    <StaffScreen>
      <ProcessingDashboard />
    </StaffScreen>
  );
}
