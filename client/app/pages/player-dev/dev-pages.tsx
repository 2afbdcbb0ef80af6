/** Staff gate of the developer player pages: members read "Access denied" (the pages' code is not downloaded). */
import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { AccessDenied } from '../../../components/ui/access-denied';
import { useSession } from '../../../features/auth';
import { isStaffRole } from '@common/constants';
import { lazyNamed } from '../../../lib/lazy-named';
import { t } from '../../../lib/i18n';
import { StaffTexts } from '../staff-texts';

const PlayerTest = lazyNamed(() => import('./player-test-page'), 'PlayerTestPage');
const MinimalPlayer = lazyNamed(() => import('./minimal-player-page'), 'MinimalPlayerPage');

function StaffOnly({ children, screen }: { children: ReactNode; screen: string }) {
  const { user } = useSession();
  // A member is told why, as on /admin; a signed-out visitor never gets here (sign-in guard).
  if (user && !isStaffRole(user.role)) return <AccessDenied screen={screen} />;
  if (!isStaffRole(user?.role)) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageSpinner label={t('ui.loading')} />}>
      <StaffTexts>{children}</StaffTexts>
    </Suspense>
  );
}

export const PlayerTestRoute = () => (
  <StaffOnly screen={t('staffScreen.playerTest')}>
    <PlayerTest />
  </StaffOnly>
);
export const MinimalPlayerRoute = () => (
  <StaffOnly screen={t('staffScreen.minimalPlayer')}>
    <MinimalPlayer />
  </StaffOnly>
);
