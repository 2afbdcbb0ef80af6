/**
 * The player's entry points for other features (spec 000 §2: request cards, responses, saved songs,
 * Play All on the feed's Recs, /you, the detail page and /saved).
 * - PlaySongButton plays one song (clearing any playlist), or pauses/resumes it when it is current.
 * - PlayAllButton starts a playlist of the playable entries at index 0.
 * Songs without a video are resolved through the song search first, and shown as not playable
 * when nothing is found. Both prime speech on the click (iOS speaks only after a gesture); its code
 * loads as the pointer goes down or the button gets focus (lib/speech-prime.ts), and so do the
 * player store's transitions.
 */
import { ListMusic, Loader2, Pause, Play } from 'lucide-react';
import { NotPlayable } from './not-playable';
import type { SongData } from '@common/schemas';
import { songTitle } from '@common/song-display';
import { cn } from '../../../lib/cn';
import { useResolvedSongs } from '../api/resolve-song-api';
import { loadSpeech, primeSpeechOnClick } from '../speech';
import { entryKey, type PlayerContext, type PlaylistEntry } from '../player-state';
import { playerActions, playerStore, usePlayerSelector } from '../player-store';
import { t } from '../../../lib/i18n';

/** Something the player can play: a song and, for a response, where it came from. */
export interface PlayableEntry {
  song: SongData;
  responseId?: number;
  requestId?: number;
  responderName?: string | null;
  comment?: string | null;
}

/**
 * As the pointer goes down or the button gets the focus: speech's code and the player's
 * transitions start loading, so the click that follows finds them (or nearly).
 */
function warmUp() {
  void loadSpeech();
  playerStore.load().catch(() => undefined);
}

/** The player context of an entry (response id, request id, responder, comment). */
export function contextOf(entry: PlayableEntry): PlayerContext {
  return {
    responseId: entry.responseId,
    requestId: entry.requestId,
    responderName: entry.responderName ?? null,
    comment: entry.comment ?? null,
  };
}

const sizeClasses = { sm: 'h-8 w-8', md: 'h-10 w-10' } as const;
const iconClasses = { sm: 'h-4 w-4', md: 'h-5 w-5' } as const;

/**
 * A round play/pause button for one entry. Label "Play {title}" / "Pause {title}"; when no video
 * exists, the NotPlayable state ("No video", "Search on YouTube") takes its place. Stops click propagation so it works inside
 * clickable cards.
 */
export function PlaySongButton({
  entry,
  className,
  size = 'md',
}: {
  entry: PlayableEntry;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const resolved = useResolvedSongs([entry.song])[0] ?? { status: 'ready', song: entry.song };
  const key = entryKey(entry.song, contextOf(entry));
  const isCurrent = usePlayerSelector(
    (s) => s.currentTrack !== null && entryKey(s.currentTrack, s.currentContext) === key,
  );
  const isPlaying = usePlayerSelector((s) => s.wantsToPlay) && isCurrent;
  const title = songTitle(entry.song);
  const unplayable = resolved.status === 'unplayable';
  const resolving = resolved.status === 'resolving';
  const label = isPlaying ? t('player.pauseTitle', { title }) : t('player.playTitle', { title });
  if (unplayable) return <NotPlayable song={entry.song} className={className} />;

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isCurrent ? isPlaying : undefined}
      aria-busy={resolving || undefined}
      disabled={resolving}
      data-testid="play-song-button"
      onPointerDown={warmUp}
      onFocus={warmUp}
      onClick={(event) => {
        event.stopPropagation();
        event.preventDefault();
        primeSpeechOnClick();
        if (isCurrent) {
          playerActions.togglePlay();
        } else if (resolved.status === 'ready') {
          playerActions.play(resolved.song, contextOf(entry));
        }
      }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-50',
        isCurrent
          ? 'bg-accent text-accent-fg hover:bg-accent-hover'
          : 'bg-surface-2 text-fg hover:bg-accent-soft hover:text-accent-soft-fg',
        sizeClasses[size],
        className,
      )}
    >
      {resolving ? (
        <Loader2 aria-hidden="true" className={cn(iconClasses[size], 'motion-safe:animate-spin')} />
      ) : isPlaying ? (
        <Pause aria-hidden="true" className={iconClasses[size]} fill="currentColor" />
      ) : (
        <Play
          aria-hidden="true"
          className={cn(iconClasses[size], 'translate-x-px')}
          fill="currentColor"
        />
      )}
    </button>
  );
}

/** "Play All": plays the playable entries as a playlist from the first; disabled when none is playable. */
export function PlayAllButton({
  entries,
  className,
}: {
  entries: PlayableEntry[];
  className?: string;
}) {
  const resolved = useResolvedSongs(entries.map((e) => e.song));
  const playlist: PlaylistEntry[] = [];
  resolved.forEach((r, i) => {
    const entry = entries[i];
    if (r.status === 'ready' && entry) playlist.push({ track: r.song, context: contextOf(entry) });
  });
  const resolving = resolved.some((r) => r.status === 'resolving');
  const disabled = playlist.length === 0;

  return (
    <button
      type="button"
      disabled={disabled}
      title={disabled && !resolving ? t('player.noPlayable') : undefined}
      aria-busy={(resolving && disabled) || undefined}
      data-testid="play-all-button"
      onPointerDown={warmUp}
      onFocus={warmUp}
      onClick={(event) => {
        event.stopPropagation();
        primeSpeechOnClick();
        playerActions.playPlaylist(playlist);
      }}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold tracking-wide text-accent-fg transition-colors hover:bg-accent-hover',
        // Disabled reads as disabled: no fill, a dashed outline and muted text.
        'disabled:cursor-not-allowed disabled:border disabled:border-dashed disabled:border-line disabled:bg-transparent disabled:text-muted disabled:hover:bg-transparent',
        className,
      )}
    >
      {resolving && disabled ? (
        <Loader2 aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
      ) : (
        <ListMusic aria-hidden="true" className="h-4 w-4" />
      )}
      {t('player.playAll')}
    </button>
  );
}
