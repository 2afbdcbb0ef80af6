/**
 * Transport controls of the floating player (spec 000 §4): previous (disabled at the first item;
 * repeat-all wraps),
 * play/pause, next (disabled at the last), "n / total", and the speech toggle.
 */
import {
  Loader2,
  MessageSquareOff,
  MessageSquareText,
  Pause,
  Play,
  SkipBack,
  SkipForward,
} from 'lucide-react';
import { cn } from '../../../lib/cn';
import { canSkipNext, canSkipPrevious, positionLabel } from '../player-state';
import { playerActions, usePlayer } from '../player-store';
import { t } from '../../../lib/i18n';

const stepButton =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-fg transition-colors hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Play/pause of the current track; shows a spinner while buffering. Disabled while an error shows. */
export function PlayPauseButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { wantsToPlay, status, error } = usePlayer();
  const buffering = wantsToPlay && status === 'buffering';
  const Icon = buffering ? Loader2 : wantsToPlay ? Pause : Play;
  return (
    <button
      type="button"
      onClick={playerActions.togglePlay}
      disabled={error !== null}
      aria-label={wantsToPlay ? t('player.pause') : t('player.play')}
      title={wantsToPlay ? t('player.pause') : t('player.play')}
      data-testid="player-play-pause"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50',
        size === 'sm' ? 'h-9 w-9' : 'h-11 w-11',
      )}
    >
      <Icon
        className={cn(
          size === 'sm' ? 'h-4 w-4' : 'h-5 w-5',
          buffering && 'motion-safe:animate-spin',
          Icon === Play && 'translate-x-px',
        )}
        fill={buffering ? 'none' : 'currentColor'}
        aria-hidden="true"
      />
    </button>
  );
}

/** The full control row of the expanded player. */
export function TransportControls() {
  const state = usePlayer();
  const position = positionLabel(state);
  return (
    <div className="flex items-center gap-1 [grid-area:transport]">
      {/* Playback controls keep their left-to-right order in Arabic too, like the seek bar: they
          follow the tape's direction, not the reading direction (decision 047). */}
      <div dir="ltr" className="flex items-center gap-1">
        <button
          type="button"
          className={stepButton}
          onClick={playerActions.skipPrev}
          disabled={!canSkipPrevious(state)}
          aria-label={t('player.previous')}
          title={t('player.previous')}
        >
          <SkipBack className="h-5 w-5" fill="currentColor" aria-hidden="true" />
        </button>
        <PlayPauseButton />
        <button
          type="button"
          className={stepButton}
          onClick={playerActions.skipNext}
          disabled={!canSkipNext(state)}
          aria-label={t('player.next')}
          title={t('player.next')}
        >
          <SkipForward className="h-5 w-5" fill="currentColor" aria-hidden="true" />
        </button>
      </div>
      {position && (
        <span className="ms-1 text-sm font-semibold whitespace-nowrap tabular-nums text-muted">
          <span aria-hidden="true" data-testid="player-position">
            {position}
          </span>
          <span className="sr-only">
            {t('player.positionOf', {
              index: state.currentIndex + 1,
              total: state.playlist.length,
            })}
          </span>
        </span>
      )}
      <button
        type="button"
        onClick={playerActions.toggleSpeech}
        aria-pressed={state.speechEnabled}
        aria-label={t('player.speech')}
        title={state.speechEnabled ? t('player.speechOn') : t('player.speechOff')}
        className={cn(
          'ms-auto inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-colors',
          state.speechEnabled
            ? 'bg-accent-soft text-accent-soft-fg hover:bg-accent-soft/80'
            : 'text-muted hover:bg-surface-2 hover:text-fg',
        )}
      >
        {state.speechEnabled ? (
          <MessageSquareText className="h-4 w-4" aria-hidden="true" />
        ) : (
          <MessageSquareOff className="h-4 w-4" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
