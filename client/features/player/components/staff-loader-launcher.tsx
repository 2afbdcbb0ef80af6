/**
 * Staff only: the header button that opens the song loader (paste a YouTube URL). It lives in the
 * header rather than floating over the page, so it never covers a card's actions on a phone.
 * Loaded lazily, and only for staff, so members download none of the loader.
 */
import { Suspense } from 'react';
import { Link2 } from 'lucide-react';
import { useSession } from '../../auth';
import { isStaffRole } from '@common/constants';
import { lazyNamed } from '../../../lib/lazy-named';
import { t } from '../../../lib/i18n';

const SongLoaderDialog = lazyNamed(() => import('./song-loader-dialog'), 'SongLoaderDialog');

export function StaffLoaderLauncher() {
  const { user } = useSession();
  if (!isStaffRole(user?.role)) return null;
  return (
    <Suspense fallback={null}>
      <SongLoaderDialog
        trigger={
          <button
            type="button"
            aria-label={t('player.loadFromUrl')}
            title={t('player.loadFromUrl')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full text-fg hover:bg-surface-2"
          >
            <Link2 className="h-5 w-5" aria-hidden="true" />
          </button>
        }
      />
    </Suspense>
  );
}
