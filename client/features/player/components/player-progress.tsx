/**
 * The player's seek bar (elapsed / total time) and volume control. Both are native
 * range inputs, so they are labelled, focusable and keyboard-operable out of the box; the seek bar
 * moves in 5 s steps with the arrow keys and 30 s with Page Up / Page Down (1 s per key would take
 * minutes to cross a song). The values live in the player store; the engine applies them.
 */
import type { KeyboardEvent } from 'react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { formatTime, playerActions, usePlayerSelector } from '../player-store';
import { t } from '../../../lib/i18n';

/** Seconds moved by the arrow keys and by Page Up / Page Down on the seek bar. */
export const SEEK_KEY_STEP_S = 5;
export const SEEK_PAGE_STEP_S = 30;

const range =
  'h-6 min-w-0 cursor-pointer accent-accent disabled:cursor-not-allowed disabled:opacity-50';

export function SeekBar() {
  const position = usePlayerSelector((s) => s.position);
  const duration = usePlayerSelector((s) => s.duration);
  const failed = usePlayerSelector((s) => s.error !== null);
  const known = duration > 0 && !failed;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = {
      ArrowLeft: -SEEK_KEY_STEP_S,
      ArrowDown: -SEEK_KEY_STEP_S,
      ArrowRight: SEEK_KEY_STEP_S,
      ArrowUp: SEEK_KEY_STEP_S,
      PageDown: -SEEK_PAGE_STEP_S,
      PageUp: SEEK_PAGE_STEP_S,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    playerActions.seek(position + step);
  }

  return (
    // Media time runs left to right in every language: the row does not mirror in Arabic.
    <div
      dir="ltr"
      className="flex min-w-0 items-center gap-2 [grid-area:seek]"
      data-testid="player-seek"
    >
      <span
        className="w-10 shrink-0 text-end text-xs tabular-nums text-muted"
        data-testid="player-elapsed"
        aria-hidden="true"
      >
        {formatTime(known ? position : 0)}
      </span>
      <input
        type="range"
        aria-label={t('player.seek')}
        min={0}
        max={known ? Math.max(1, Math.floor(duration)) : 1}
        step={1}
        value={known ? Math.floor(position) : 0}
        aria-valuetext={
          known
            ? t('player.seekValue', {
                position: formatTime(position),
                duration: formatTime(duration),
              })
            : t('player.notStarted')
        }
        disabled={!known}
        onChange={(event) => playerActions.seek(Number(event.target.value))}
        onKeyDown={onKeyDown}
        className={`${range} flex-1`}
      />
      <span
        className="w-10 shrink-0 text-xs tabular-nums text-muted"
        data-testid="player-duration"
        aria-hidden="true"
      >
        {known ? formatTime(duration) : '–:––'}
      </span>
      <VolumeControl />
    </div>
  );
}

/** A speaker icon and a 0–100 % range (5 % per arrow key). */
export function VolumeControl() {
  const volume = usePlayerSelector((s) => s.volume);
  const Icon = volume === 0 ? VolumeX : volume < 50 ? Volume1 : Volume2;
  return (
    <label
      className="flex shrink-0 items-center gap-1 text-muted"
      title={t('player.volumeTitle', { volume })}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="sr-only">{t('player.volume')}</span>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={volume}
        aria-valuetext={t('player.volumeValue', { volume })}
        onChange={(event) => playerActions.setVolume(Number(event.target.value))}
        className={`${range} w-16 sm:w-20`}
      />
    </label>
  );
}
