/** Staff gate of the developer player pages: anyone else is sent to / (the pages' code is not downloaded). */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth';
import { canLoadSongs } from '../lib/staff';

const PlayerTest = lazy(() => import('./player-test-page').then((m) => ({ default: m.PlayerTestPage })));
const MinimalPlayer = lazy(() => import('./minimal-player-page').then((m) => ({ default: m.MinimalPlayerPage })));

function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!canLoadSongs(user?.role)) return <Navigate to="/" replace />;
  return <Suspense fallback={<PageSpinner label="Loading..." />}>{children}</Suspense>;
}

export const PlayerTestRoute = () => (
  <StaffOnly>
    <PlayerTest />
  </StaffOnly>
);
export const MinimalPlayerRoute = () => (
  <StaffOnly>
    <MinimalPlayer />
  </StaffOnly>
);
