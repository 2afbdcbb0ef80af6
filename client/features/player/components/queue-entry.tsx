/**
 * One entry of the player's queue: its number, title and artist ("Now playing" on the
 * current one) and its buttons: Play now, Play next, Move up, Move down and Remove. A button that
 * changes the order asks the queue (through `act`) to focus the moved entry's control afterwards.
 */
import { ArrowDown, ArrowUp, ListEnd, Play, X } from 'lucide-react';
import { songArtist, songTitle } from '@common/song-display';
import { cn } from '../../../lib/cn';
import { entryKey, type PlaylistEntry } from '../player-state';
import { playerActions } from '../player-store';
import { t } from '../../../lib/i18n';

const toolButton =
  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** An entry's buttons, by the name its `data-control` carries. */
export type Control = 'play' | 'next' | 'up' | 'down' | 'remove';

/** Runs `run` for the entry at `index`, then focuses `control` of the entry keyed `focusKey` (default: that entry). */
export type QueueAct = (
  index: number,
  control: Control,
  run: () => void,
  focusKey?: string,
) => void;

/** The identity of a queue entry (its answer, else its song). */
export const queueKeyOf = (entry: PlaylistEntry) => entryKey(entry.track, entry.context);

interface QueueEntryProps {
  entry: PlaylistEntry;
  index: number;
  currentIndex: number;
  /** How many entries the queue holds. */
  length: number;
  /** The entry focus moves to when this one is removed (the next, else the previous). */
  neighbour: PlaylistEntry | undefined;
  act: QueueAct;
}

/** Play now and Play next: not on the current entry; Play next not on the one already next. */
function PlayButtons({ index, currentIndex, title, act }: QueueEntryProps & { title: string }) {
  if (index === currentIndex) return null;
  return (
    <>
      <button
        type="button"
        data-control="play"
        className={toolButton}
        aria-label={t('queue.playNow', { title })}
        title={t('queue.playNowTitle')}
        onClick={() => playerActions.jumpTo(index)}
      >
        <Play className="h-4 w-4" aria-hidden="true" />
      </button>
      {index !== currentIndex + 1 && (
        <button
          type="button"
          data-control="next"
          className={toolButton}
          aria-label={t('queue.playNext', { title })}
          title={t('queue.playNextTitle')}
          onClick={() => act(index, 'next', () => playerActions.playNext(index))}
        >
          <ListEnd className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
}

/** Move up, Move down (disabled at the ends) and Remove (not the current entry). */
function OrderButtons(props: QueueEntryProps & { title: string }) {
  const { entry, index, currentIndex, length, neighbour, act, title } = props;
  return (
    <>
      <button
        type="button"
        data-control="up"
        className={toolButton}
        aria-label={t('queue.moveUp', { title })}
        title={t('queue.moveUpTitle')}
        disabled={index === 0}
        onClick={() => act(index, 'up', () => playerActions.moveInQueue(index, index - 1))}
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        data-control="down"
        className={toolButton}
        aria-label={t('queue.moveDown', { title })}
        title={t('queue.moveDownTitle')}
        disabled={index === length - 1}
        onClick={() => act(index, 'down', () => playerActions.moveInQueue(index, index + 1))}
      >
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {index !== currentIndex && (
        <button
          type="button"
          data-control="remove"
          className={toolButton}
          aria-label={t('queue.remove', { title })}
          title={t('queue.removeTitle')}
          onClick={() =>
            act(
              index,
              'remove',
              () => playerActions.removeFromQueue(index),
              queueKeyOf(neighbour ?? entry),
            )
          }
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </>
  );
}

/** The entry's row. */
export function QueueEntry(props: QueueEntryProps) {
  const { entry, index, currentIndex } = props;
  const key = queueKeyOf(entry);
  const title = songTitle(entry.track);
  const current = index === currentIndex;
  return (
    <li
      data-queue-key={key}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'flex items-center gap-1 rounded-lg py-1 ps-2 pe-1',
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
        <p className={cn('truncate text-xs', current ? 'text-accent-soft-fg' : 'text-muted')}>
          {current
            ? t('queue.nowPlaying', { artist: songArtist(entry.track) })
            : songArtist(entry.track)}
        </p>
      </div>
      <PlayButtons {...props} title={title} />
      <OrderButtons {...props} title={title} />
    </li>
  );
}
