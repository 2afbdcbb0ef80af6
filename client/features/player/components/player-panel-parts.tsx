/**
 * The floating player's parts beside its text and transport: the video box (the engine's host,
 * with the song's artwork over it while nothing is shown) and the window buttons (queue, the song
 * loader, minimise/expand, close).
 */
import type { RefObject } from 'react';
import { Link2, ListMusic, Maximize2, Minimize2, X } from 'lucide-react';
import type { SongData } from '@common/schemas';
import { SongThumbnail } from '../../../components/ui/song-thumbnail';
import { cn } from '../../../lib/cn';
import { playerActions } from '../player-store';
import { SongLoaderDialog } from './song-loader-dialog';
import { t } from '../../../lib/i18n';

const iconButton =
  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-fg';

/** The video host the engine plays into (never re-parented), with the poster over it when shown. */
export function VideoBox({
  hostRef,
  track,
  minimized,
  showPoster,
}: {
  hostRef: RefObject<HTMLDivElement | null>;
  track: SongData;
  minimized: boolean;
  showPoster: boolean;
}) {
  return (
    <div
      className={cn(
        'relative aspect-video overflow-hidden rounded-lg bg-black [grid-area:video]',
        minimized ? 'w-16' : 'w-28 sm:w-36',
      )}
    >
      <div ref={hostRef} className="absolute inset-0" data-testid="video-host" />
      {showPoster && (
        <div className="pointer-events-none absolute inset-0" data-testid="player-poster">
          <SongThumbnail song={track} className="h-full w-full rounded-none" />
        </div>
      )}
    </div>
  );
}

/** Show or hide the queue. */
function QueueToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={cn(
        iconButton,
        open &&
          'bg-accent-soft text-accent-soft-fg hover:bg-accent-soft/80 hover:text-accent-soft-fg',
      )}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? 'player-queue' : undefined}
      aria-label={t('player.queue')}
      title={open ? t('player.hideQueue') : t('player.showQueue')}
    >
      <ListMusic className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}

/** The window buttons; the queue toggle and the song loader only while expanded. */
export function WindowActions({
  minimized,
  queueOpen,
  onToggleQueue,
}: {
  minimized: boolean;
  queueOpen: boolean;
  onToggleQueue: () => void;
}) {
  return (
    <div className="flex items-center [grid-area:actions]">
      {!minimized && <QueueToggle open={queueOpen} onToggle={onToggleQueue} />}
      {!minimized && (
        <SongLoaderDialog
          trigger={
            <button
              type="button"
              className={iconButton}
              aria-label={t('player.loadFromUrl')}
              title={t('player.loadFromUrl')}
            >
              <Link2 className="h-4 w-4" aria-hidden="true" />
            </button>
          }
        />
      )}
      <button
        type="button"
        className={iconButton}
        onClick={playerActions.toggleMinimized}
        aria-label={minimized ? t('player.expand') : t('player.minimize')}
        title={minimized ? t('player.expand') : t('player.minimize')}
      >
        {minimized ? (
          <Maximize2 className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Minimize2 className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={playerActions.close}
        aria-label={t('player.close')}
        title={t('player.close')}
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
    </div>
  );
}
