/**
 * The player's status line: why a video cannot play (with "Open on YouTube" and, in a playlist,
 * the note that the next song follows), or the comment being read aloud. Announced politely.
 */
import { ExternalLink, RotateCw, Speech, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { videoIdOf } from '../lib/song-sources';
import { youtubeWatchUrl } from '../youtube';
import { canRetryError, errorStopsPlaylist } from '../engine';
import { hasNext, type PlayerState } from '../player-state';
import { playerActions } from '../player-store';
import { t } from '../../../lib/i18n';
import { tParts } from '../../../lib/i18n-parts';

/** True when the notice line has something to say. */
export function hasNotice(state: PlayerState): boolean {
  return state.error !== null || state.speaking;
}

/**
 * One compact line (two at most on a phone): icon, message, "Skipping to the next song…" when the
 * playlist will move on, and the YouTube link. Hidden (but still announced) while minimised.
 */
export function PlayerNotice({ state, compact }: { state: PlayerState; compact: boolean }) {
  const videoId = videoIdOf(state.currentTrack);
  const skipping =
    hasNext(state) &&
    !state.arrivedBackwards &&
    !(state.error && errorStopsPlaylist(state.error.code));
  const retry = state.error !== null && canRetryError(state.error.code);
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('min-w-0 [grid-area:notice]', (!hasNotice(state) || compact) && 'sr-only')}
      data-testid="player-notice"
    >
      {state.error && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-danger-soft px-2.5 py-1.5 text-xs sm:text-sm">
          <TriangleAlert className="h-4 w-4 shrink-0 text-danger" aria-hidden="true" />
          {/* The whole message: it says what to do (it was cut to "Check your…"). */}
          <p className="min-w-0 flex-1 text-fg">
            <span className="font-semibold">{state.error.message}</span>
            {skipping && <span className="text-muted"> {t('player.skipping')}</span>}
          </p>
          {retry && (
            <button
              type="button"
              onClick={playerActions.retry}
              className="inline-flex shrink-0 items-center gap-1 rounded-full px-1 font-semibold whitespace-nowrap text-fg underline underline-offset-2 hover:text-accent"
            >
              <RotateCw className="h-3.5 w-3.5" aria-hidden="true" />
              {t('player.retry')}
            </button>
          )}
          {videoId && (
            <a
              href={youtubeWatchUrl(videoId)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('player.openOnYouTube')}
              className="inline-flex shrink-0 items-center gap-1 font-semibold whitespace-nowrap text-fg underline underline-offset-2 hover:text-accent"
            >
              YouTube
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
          )}
        </div>
      )}
      {!state.error && state.speaking && (
        <p className="flex items-start gap-2 rounded-lg bg-accent-soft px-2.5 py-1.5 text-xs text-accent-soft-fg sm:text-sm">
          <Speech
            className="mt-0.5 h-4 w-4 shrink-0 motion-safe:animate-pulse"
            aria-hidden="true"
          />
          <span className="line-clamp-2 min-w-0">
            <span className="font-semibold">
              {tParts('player.says', {
                name: (
                  <span dir="auto">
                    {state.currentContext?.responderName?.trim() || t('player.someone')}
                  </span>
                ),
              })}
            </span>{' '}
            <span dir="auto">{state.currentContext?.comment}</span>
          </span>
        </p>
      )}
    </div>
  );
}
