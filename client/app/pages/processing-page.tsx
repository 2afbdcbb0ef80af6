/** /processing (spec 001 "Processing dashboard"): behind the same staff gate as /data (StaffScreen). */
import { lazyNamed } from '../../lib/lazy-named';
import { staffPage } from './staff-screen';
import { t } from '../../lib/i18n';

// A member reads "Access denied" here; spec 001 sets no redirect for /processing.
export const ProcessingPage = staffPage(
  lazyNamed(() => import('./processing-dashboard'), 'ProcessingDashboard'),
  {
    deniedAs: () => t('staffScreen.processing'),
  },
);
