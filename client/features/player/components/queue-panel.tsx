/**
 * The floating player's queue (issue 33): the playlist in play order, the current song marked, and
 * per entry Play, "Play next", Move up, Move down and Remove, all plain buttons so the keyboard
 * reaches each; shuffle and repeat (off / all / one) above it. After a move the focus follows the
 * entry to its new place, and after a removal it goes to the next entry, so a keyboard member can
 * keep moving the same song.
 */
import { useLayoutEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ListEnd, Play, Repeat, Repeat1, Shuffle, X } from 'lucide-react';
import { songArtist, songTitle } from '@common/song-display';
import { cn } from '../../../lib/cn';
import {
  entryKey,
  playerActions,
  usePlayer,
  type PlaylistEntry,
  type RepeatMode,
} from '../player-store';

const REPEAT_LABELS: Record<RepeatMode, string> = {
  off: 'Repeat: off',
  all: 'Repeat: all',
  one: 'Repeat: one song',
};

const toolButton =
  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';
const modeButton =
  'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors';

type Control = 'play' | 'next' | 'up' | 'down' | 'remove';
/** The control to focus once the queue has re-rendered: an entry's key and which of its buttons. */
type PendingFocus = { key: string; control: Control } | null;

const keyOf = (entry: PlaylistEntry) => entryKey(entry.track, entry.context);

/** Shuffle and repeat toggles. */
function QueueModes() {
  const { shuffle, repeat } = usePlayer();
  const RepeatIcon = repeat === 'one' ? Repeat1 : Repeat;
  const on = 'bg-accent-soft text-accent-soft-fg hover:bg-accent-soft/80';
  const off = 'text-muted hover:bg-surface-2 hover:text-fg';
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-pressed={shuffle}
        onClick={playerActions.toggleShuffle}
        className={cn(modeButton, shuffle ? on : off)}
      >
        <Shuffle className="h-4 w-4" aria-hidden="true" />
        Shuffle
      </button>
      <button
        type="button"
        onClick={playerActions.cycleRepeat}
        aria-label={REPEAT_LABELS[repeat]}
        title={`${REPEAT_LABELS[repeat]} (press to change)`}
        data-repeat={repeat}
        className={cn(modeButton, repeat === 'off' ? off : on)}
      >
        <RepeatIcon className="h-4 w-4" aria-hidden="true" />
        {repeat === 'off' ? 'Repeat' : repeat === 'all' ? 'Repeat all' : 'Repeat one'}
      </button>
    </div>
  );
}

/** The queue list with its modes; `id` lets the player's Queue button point at it. */
export function QueuePanel({ id }: { id: string }) {
  const { playlist, currentIndex } = usePlayer();
  const pendingFocus = useRef<PendingFocus>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(
      `[data-queue-key="${CSS.escape(pending.key)}"]`,
    );
    // The asked-for button, else (now disabled or hidden at the new place) the row's first enabled one.
    const target =
      row?.querySelector<HTMLButtonElement>(`[data-control="${pending.control}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus();
  }, [playlist]);

  const act = (
    index: number,
    control: Control,
    run: () => void,
    focusKey = keyOf(playlist[index]!),
  ) => {
    pendingFocus.current = { key: focusKey, control };
    run();
  };

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="col-span-full border-t border-line pt-2"
      data-testid="player-queue"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-bold">
          Queue
        </h2>
        <QueueModes />
      </div>
      {playlist.length === 0 ? (
        <p className="py-2 text-sm text-muted">
          Only this song. Use Play All or “Play from here” on a list of answers to fill the queue.
        </p>
      ) : (
        <ol
          ref={listRef}
          aria-label="Queue"
          className="mt-1 max-h-64 space-y-0.5 overflow-y-auto pr-1 lg:max-h-80"
        >
          {playlist.map((entry, index) => {
            const key = keyOf(entry);
            const title = songTitle(entry.track);
            const current = index === currentIndex;
            const following = playlist[index + 1];
            return (
              <li
                key={key}
                data-queue-key={key}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'flex items-center gap-1 rounded-lg py-1 pr-1 pl-2',
                  current && 'bg-accent-soft text-accent-soft-fg',
                )}
              >
                <span
                  className={cn('w-6 shrink-0 text-xs tabular-nums', !current && 'text-muted')}
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold" data-testid="queue-title">
                    {title}
                  </p>
                  <p
                    className={cn(
                      'truncate text-xs',
                      current ? 'text-accent-soft-fg' : 'text-muted',
                    )}
                  >
                    {current ? 'Now playing · ' : ''}
                    {songArtist(entry.track)}
                  </p>
                </div>
                {!current && (
                  <button
                    type="button"
                    data-control="play"
                    className={toolButton}
                    aria-label={`Play ${title} now`}
                    title="Play now"
                    onClick={() => playerActions.jumpTo(index)}
                  >
                    <Play className="h-4 w-4" aria-hidden="true" />
                  </button>
                )}
                {!current && index !== currentIndex + 1 && (
                  <button
                    type="button"
                    data-control="next"
                    className={toolButton}
                    aria-label={`Play ${title} next`}
                    title="Play next"
                    onClick={() => act(index, 'next', () => playerActions.playNext(index))}
                  >
                    <ListEnd className="h-4 w-4" aria-hidden="true" />
                  </button>
                )}
                <button
                  type="button"
                  data-control="up"
                  className={toolButton}
                  aria-label={`Move ${title} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() =>
                    act(index, 'up', () => playerActions.moveInQueue(index, index - 1))
                  }
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  data-control="down"
                  className={toolButton}
                  aria-label={`Move ${title} down`}
                  title="Move down"
                  disabled={index === playlist.length - 1}
                  onClick={() =>
                    act(index, 'down', () => playerActions.moveInQueue(index, index + 1))
                  }
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </button>
                {!current && (
                  <button
                    type="button"
                    data-control="remove"
                    className={toolButton}
                    aria-label={`Remove ${title} from the queue`}
                    title="Remove from the queue"
                    onClick={() => {
                      const neighbour = following ?? playlist[index - 1];
                      act(
                        index,
                        'remove',
                        () => playerActions.removeFromQueue(index),
                        neighbour ? keyOf(neighbour) : key,
                      );
                    }}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
