/**
 * The player's status line: why a video cannot play (with "Open on YouTube" and, in a playlist,
 * the note that the next song follows), or the comment being read aloud. Announced politely.
 */
import { ExternalLink, Speech, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { videoIdOf, youtubeWatchUrl } from '../lib/video-id';
import { hasNext, type PlayerState } from '../player-store';

/** True when the notice line has something to say. */
export function hasNotice(state: PlayerState): boolean {
  return state.error !== null || state.speaking;
}

export function PlayerNotice({ state, compact }: { state: PlayerState; compact: boolean }) {
  const videoId = videoIdOf(state.currentTrack);
  return (
    <div role="status" aria-live="polite" className={cn('min-w-0 [grid-area:notice]', !hasNotice(state) && 'sr-only')} data-testid="player-notice">
      {state.error && (
        <div className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold text-fg">{state.error.message}</p>
            {hasNext(state) && <p className="text-muted">Skipping to the next song…</p>}
            {videoId && (
              <a
                href={youtubeWatchUrl(videoId)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 font-semibold text-fg underline underline-offset-2 hover:text-accent"
              >
                Open on YouTube
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </div>
        </div>
      )}
      {!state.error && state.speaking && (
        <p className={cn('flex items-start gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-soft-fg', compact && 'py-1.5')}>
          <Speech className="mt-0.5 h-4 w-4 shrink-0 motion-safe:animate-pulse" aria-hidden="true" />
          <span className={cn('min-w-0', compact ? 'truncate' : 'line-clamp-3')}>
            <span className="font-semibold">{state.currentContext?.responderName?.trim() || 'Someone'} says:</span>{' '}
            {state.currentContext?.comment}
          </span>
        </p>
      )}
    </div>
  );
}
