/** /data (spec 001 §2, §6): the data dashboard behind the staff gate (StaffScreen). */
import { lazy } from 'react';
import { StaffScreen } from './staff-screen';

const DataDashboard = lazy(() => import('../../features/admin-data/components/data-dashboard').then((m) => ({ default: m.DataDashboard })));

export function DataPage() {
  return (
    <StaffScreen>
      <DataDashboard />
    </StaffScreen>
  );
}
