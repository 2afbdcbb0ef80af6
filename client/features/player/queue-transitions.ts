/**
 * The reducer's queue operations, pure: starting a playlist, jumping, moving, removing,
 * play next, shuffle on and off, and the queue a reload restores. The current entry stays current
 * through every reorder; the array helpers are in player-queue.ts.
 */
import { indexAfterMove, moveItem, restoreOrder, shuffleAfter, uniqueBy } from './player-queue';
import {
  entryKey,
  isPlaylistActive,
  type PlayerState,
  type PlaylistEntry,
  type RestoredQueue,
} from './player-state';
import { load, moveTo } from './player-transitions';

const keyOf = (entry: PlaylistEntry) => entryKey(entry.track, entry.context);

/** A new playlist started at `startIndex`, without repeated answers, shuffled after it when shuffle is on. */
export function startPlaylist(
  state: PlayerState,
  list: PlaylistEntry[],
  startIndex: number,
  seed: number,
): PlayerState {
  const start = list[startIndex];
  if (!start) return state;
  const unique = uniqueBy(list, keyOf);
  const index = unique.findIndex((e) => keyOf(e) === keyOf(start));
  const playlist = state.shuffle ? shuffleAfter(unique, index, seed) : unique;
  return load(state, start.track, start.context, {
    playlist,
    currentIndex: index,
    isInitialPlaylistLoad: true,
    unshuffledOrder: state.shuffle ? unique.map(keyOf) : null,
  });
}

/** The queue with the entry at `from` moved to `to`; the current entry stays current (no reload). */
export function moveInQueue(state: PlayerState, from: number, to: number): PlayerState {
  const last = state.playlist.length - 1;
  if (from < 0 || from > last || to < 0 || to > last || from === to) return state;
  return {
    ...state,
    playlist: moveItem(state.playlist, from, to),
    currentIndex: indexAfterMove(state.currentIndex, from, to),
  };
}

/** The queue without the entry at `index`; the current entry cannot be removed (Close ends it). */
export function removeFromQueue(state: PlayerState, index: number): PlayerState {
  if (index < 0 || index >= state.playlist.length || index === state.currentIndex) return state;
  const playlist = state.playlist.filter((_, i) => i !== index);
  return {
    ...state,
    playlist,
    currentIndex: index < state.currentIndex ? state.currentIndex - 1 : state.currentIndex,
  };
}

/** Shuffle on: what follows the current entry in a random order; off: the order from before. */
export function toggleShuffle(state: PlayerState, seed: number): PlayerState {
  if (state.shuffle) {
    if (!state.unshuffledOrder || !isPlaylistActive(state))
      return { ...state, shuffle: false, unshuffledOrder: null };
    const current = keyOf(state.playlist[state.currentIndex]!);
    const playlist = restoreOrder(state.playlist, state.unshuffledOrder, keyOf);
    return {
      ...state,
      shuffle: false,
      unshuffledOrder: null,
      playlist,
      currentIndex: playlist.findIndex((e) => keyOf(e) === current),
    };
  }
  if (!isPlaylistActive(state)) return { ...state, shuffle: true, unshuffledOrder: null };
  return {
    ...state,
    shuffle: true,
    unshuffledOrder: state.playlist.map(keyOf),
    playlist: shuffleAfter(state.playlist, state.currentIndex, seed),
  };
}

/** The state a reload restores: the queue cued at its entry, not playing (browsers block autoplay). */
export function restoreQueue(state: PlayerState, queue: RestoredQueue): PlayerState {
  const entry = queue.playlist[queue.currentIndex];
  const track = entry?.track ?? queue.currentTrack;
  if (!track) return state;
  return {
    ...load(state, track, entry ? entry.context : queue.currentContext, {
      playlist: entry ? queue.playlist : [],
      currentIndex: entry ? queue.currentIndex : -1,
      shuffle: queue.shuffle,
      repeat: queue.repeat,
      unshuffledOrder: queue.unshuffledOrder,
    }),
    wantsToPlay: false,
    isInitialPlaylistLoad: true,
  };
}

/** Plays queue entry `index` (the current one stays as it is). */
export function jumpTo(state: PlayerState, index: number): PlayerState {
  return index === state.currentIndex ? state : moveTo(state, index);
}

/** Moves entry `index` right after the current one (or, outside a playlist or before it, onto it). */
export function playNext(state: PlayerState, index: number): PlayerState {
  if (!isPlaylistActive(state) || index <= state.currentIndex)
    return moveInQueue(state, index, state.currentIndex);
  return moveInQueue(state, index, state.currentIndex + 1);
}
