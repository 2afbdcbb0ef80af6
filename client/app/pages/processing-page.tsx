/** /processing (spec 001 "Processing dashboard"): behind the same staff gate as /data (StaffScreen). */
import { lazyNamed } from '../../lib/lazy-named';
import { staffPage } from './staff-screen';

export const ProcessingPage = staffPage(lazyNamed(() => import('../../features/processing/components/processing-dashboard'), 'ProcessingDashboard'));
