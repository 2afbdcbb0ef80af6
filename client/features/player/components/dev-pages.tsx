/** Staff gate of the developer player pages: anyone else is sent to / (the pages' code is not downloaded). */
import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../auth';
import { canLoadSongs } from '../lib/staff';
import { lazyNamed } from '../../../lib/lazy-named';

const PlayerTest = lazyNamed(() => import('./player-test-page'), 'PlayerTestPage');
const MinimalPlayer = lazyNamed(() => import('./minimal-player-page'), 'MinimalPlayerPage');

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
