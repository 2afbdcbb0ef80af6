/** /data (spec 001 §2, §6): the data dashboard behind the staff gate (StaffScreen). */
import { lazyNamed } from '../../lib/lazy-named';
import { staffPage } from './staff-screen';

export const DataPage = staffPage(
  lazyNamed(() => import('../../features/admin-data/components/data-dashboard'), 'DataDashboard'),
);
