/**
 * The floating player's queue: the playlist in play order, the current song marked, and
 * per entry Play, "Play next", Move up, Move down and Remove, all plain buttons so the keyboard
 * reaches each; shuffle and repeat (off / all / one) above it. After a move the focus follows the
 * entry to its new place, and after a removal it goes to the next entry, so a keyboard member can
 * keep moving the same song.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Repeat, Repeat1, Shuffle, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { playerActions, usePlayer } from '../player-store';
import { QueueEntry, queueKeyOf, type Control, type QueueAct } from './queue-entry';
import { t } from '../../../lib/i18n';

const modeButton =
  'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors';

/** The control to focus once the queue has re-rendered: an entry's key and which of its buttons. */
type PendingFocus = { key: string; control: Control } | null;

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
        {t('queue.shuffle')}
      </button>
      <button
        type="button"
        onClick={playerActions.cycleRepeat}
        aria-label={t('queue.repeatLabel', { mode: repeat })}
        title={t('queue.repeatTitle', { mode: repeat })}
        data-repeat={repeat}
        className={cn(modeButton, repeat === 'off' ? off : on)}
      >
        <RepeatIcon className="h-4 w-4" aria-hidden="true" />
        {t('queue.repeatButton', { mode: repeat })}
      </button>
    </div>
  );
}

/**
 * The open queue is a sheet the member can put away (decision 044): Escape or a press outside the
 * player closes it, so it never stays over the page they went back to. `within` is the player.
 */
export function useDismissableQueue(
  open: boolean,
  close: () => void,
  within: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A menu or dialog opened from the queue closes first.
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      close();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && within.current && !within.current.contains(target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, within]);
}

/** The queue list with its modes and a close button; `id` lets the player's Queue button point at it. */
export function QueuePanel({ id, onClose }: { id: string; onClose: () => void }) {
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

  const act: QueueAct = (index, control, run, focusKey = queueKeyOf(playlist[index]!)) => {
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
          {t('player.queue')}
        </h2>
        <div className="flex items-center gap-1">
          <QueueModes />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('queue.close')}
            title={t('queue.close')}
            className="inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      {playlist.length === 0 ? (
        <p className="py-2 text-sm text-muted">{t('queue.onlyThisSong')}</p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t('player.queue')}
          className="mt-1 max-h-64 space-y-0.5 overflow-y-auto pe-1 lg:max-h-80"
        >
          {playlist.map((entry, index) => (
            <QueueEntry
              key={queueKeyOf(entry)}
              entry={entry}
              index={index}
              currentIndex={currentIndex}
              length={playlist.length}
              neighbour={playlist[index + 1] ?? playlist[index - 1]}
              act={act}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
