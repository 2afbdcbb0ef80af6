/**
 * The one player store of the app (spec 000 §3 "Player state", §4 "Player").
 *
 * State: currentTrack, currentContext, playlist of {track, context}, currentIndex, speechEnabled
 * (default true), isMinimized (default false), isInitialPlaylistLoad; plus the runtime facts the
 * floating player needs (playback status reported by the video player, whether the member wants it
 * playing, a load counter so replaying the same song restarts it, and the current error).
 *
 * The playlist is also the queue the panel shows (issue 33): entries move, leave, or play next,
 * shuffle reorders what comes after the current entry (and shuffling off puts it back), repeat
 * wraps the queue or repeats the current song. `queue-storage.ts` keeps it across a reload.
 *
 * `playerReducer` is pure and unit-tested; `playerStore` is a tiny external store and `usePlayer()`
 * reads it with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import type { SongData } from '@common/schemas';
import {
  indexAfterMove,
  moveItem,
  nextRepeatMode,
  restoreOrder,
  shuffleAfter,
  uniqueBy,
  type RepeatMode,
} from './player-queue';

export type { RepeatMode } from './player-queue';

/** Playback states of the spec (ended, playing, paused, buffering, cued) plus idle before any load. */
export type PlaybackStatus =
  'idle' | 'unstarted' | 'ended' | 'playing' | 'paused' | 'buffering' | 'cued';

/** Where a track came from: the response it belongs to and whose comment may be spoken. */
export interface PlayerContext {
  responseId?: number;
  requestId?: number;
  responderName?: string | null;
  comment?: string | null;
}

/** One playlist entry (spec 000 §3: a track and an optional context). */
export interface PlaylistEntry {
  track: SongData;
  context?: PlayerContext;
}

/** A video that cannot play: YouTube error code (or 0 for "no video found") and the text shown. */
export interface PlayerError {
  code: number;
  message: string;
}

export interface PlayerState {
  currentTrack: SongData | null;
  currentContext: PlayerContext | null;
  playlist: PlaylistEntry[];
  currentIndex: number;
  speechEnabled: boolean;
  isMinimized: boolean;
  isInitialPlaylistLoad: boolean;
  /** Last state reported by the video player. */
  status: PlaybackStatus;
  /** The member's intent: true after play/resume, false after pause or the end of the last track. */
  wantsToPlay: boolean;
  /** Increments whenever a (possibly identical) track must be loaded from the start. */
  loadId: number;
  error: PlayerError | null;
  /** True while a comment is being spoken before the track plays. */
  speaking: boolean;
  /**
   * True when the member reached the current playlist entry with Previous: if it cannot play, the
   * player stays on it (no "Skipping to the next song…", which would undo their step back).
   */
  arrivedBackwards: boolean;
  /** Playback position and length of the current track, in seconds (0 until the engine reports). */
  position: number;
  duration: number;
  /** Volume in percent, 0–100, applied to every engine (default 100). */
  volume: number;
  /** The member's latest seek, in seconds; `id` increments so seeking to the same second repeats. */
  seekRequest: { to: number; id: number } | null;
  /** Whether the queue after the current entry is shuffled. */
  shuffle: boolean;
  repeat: RepeatMode;
  /** Entry keys in their order before shuffling (null when not shuffled), to put them back. */
  unshuffledOrder: string[] | null;
}

/** What a reload brings back (queue-storage.ts): the queue, where it was, and its modes. */
export interface RestoredQueue {
  playlist: PlaylistEntry[];
  currentIndex: number;
  /** The single track played outside a playlist, when the playlist is empty. */
  currentTrack: SongData | null;
  currentContext: PlayerContext | null;
  shuffle: boolean;
  repeat: RepeatMode;
  unshuffledOrder: string[] | null;
}

export const initialPlayerState: PlayerState = {
  currentTrack: null,
  currentContext: null,
  playlist: [],
  currentIndex: -1,
  speechEnabled: true,
  isMinimized: false,
  isInitialPlaylistLoad: false,
  status: 'idle',
  wantsToPlay: false,
  loadId: 0,
  error: null,
  speaking: false,
  arrivedBackwards: false,
  position: 0,
  duration: 0,
  volume: 100,
  seekRequest: null,
  shuffle: false,
  repeat: 'off',
  unshuffledOrder: null,
};

/** What every new load resets: position, length, a pending seek and the direction of travel. */
const FRESH_LOAD = {
  position: 0,
  duration: 0,
  seekRequest: null,
  arrivedBackwards: false,
} as const;

export type PlayerAction =
  | { type: 'play'; track: SongData; context?: PlayerContext | null }
  /** `startIndex` for "Play from here" (default 0); `seed` shuffles the rest when shuffle is on. */
  | { type: 'playPlaylist'; list: PlaylistEntry[]; startIndex?: number; seed?: number }
  | { type: 'jumpTo'; index: number }
  | { type: 'moveInQueue'; from: number; to: number }
  | { type: 'removeFromQueue'; index: number }
  | { type: 'playNext'; index: number }
  | { type: 'toggleShuffle'; seed: number }
  | { type: 'cycleRepeat' }
  | { type: 'restoreQueue'; queue: RestoredQueue }
  | { type: 'skipNext' }
  | { type: 'skipPrev' }
  | { type: 'onTrackEnd' }
  | { type: 'close' }
  | { type: 'toggleSpeech' }
  | { type: 'toggleMinimized' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'setStatus'; status: PlaybackStatus }
  | { type: 'setError'; error: PlayerError | null }
  | { type: 'retry' }
  | { type: 'setSpeaking'; speaking: boolean }
  | { type: 'setProgress'; position: number; duration: number }
  | { type: 'seek'; to: number }
  | { type: 'setVolume'; volume: number };

/** A playlist is active when it has entries and the index is at least 0 (spec 000 §4). */
export function isPlaylistActive(state: Pick<PlayerState, 'playlist' | 'currentIndex'>): boolean {
  return state.playlist.length > 0 && state.currentIndex >= 0;
}

/** True when skipPrev would move (previous is disabled at the first item). */
export function hasPrevious(state: Pick<PlayerState, 'playlist' | 'currentIndex'>): boolean {
  return isPlaylistActive(state) && state.currentIndex > 0;
}

/** True when skipNext would move (next is disabled at the last item). */
export function hasNext(state: Pick<PlayerState, 'playlist' | 'currentIndex'>): boolean {
  return isPlaylistActive(state) && state.currentIndex < state.playlist.length - 1;
}

/** Repeat-all on a queue of two or more: Next and Previous wrap at the ends. */
function wrapsAround(state: Pick<PlayerState, 'playlist' | 'currentIndex' | 'repeat'>): boolean {
  return state.repeat === 'all' && isPlaylistActive(state) && state.playlist.length > 1;
}

/** True when Next moves on: a next entry, or repeat-all wrapping a queue of two or more. */
export function canSkipNext(
  state: Pick<PlayerState, 'playlist' | 'currentIndex' | 'repeat'>,
): boolean {
  return hasNext(state) || wrapsAround(state);
}

/** True when Previous moves back: a previous entry, or repeat-all wrapping to the last. */
export function canSkipPrevious(
  state: Pick<PlayerState, 'playlist' | 'currentIndex' | 'repeat'>,
): boolean {
  return hasPrevious(state) || wrapsAround(state);
}

/** "n / total" for the playlist position, or null outside playlist mode. */
export function positionLabel(
  state: Pick<PlayerState, 'playlist' | 'currentIndex'>,
): string | null {
  return isPlaylistActive(state) ? `${state.currentIndex + 1} / ${state.playlist.length}` : null;
}

/**
 * Whether the current track should be cued and its comment spoken first: playlist mode, speech on,
 * not the initial load, and a non-empty comment (spec 000 §4).
 */
export function shouldSpeakComment(state: PlayerState): boolean {
  return (
    isPlaylistActive(state) &&
    state.speechEnabled &&
    !state.isInitialPlaylistLoad &&
    Boolean(state.currentContext?.comment?.trim())
  );
}

/** The spoken text: "{displayName or Someone} says: {comment}" (spec 000 §4). */
export function spokenText(context: PlayerContext | null | undefined): string {
  const name = context?.responderName?.trim() || 'Someone';
  return `${name} says: ${context?.comment?.trim() ?? ''}`;
}

/** Identity of a track in its context, so buttons know whether "their" song is the current one. */
export function entryKey(track: Pick<SongData, 'id'>, context?: PlayerContext | null): string {
  return context?.responseId !== undefined ? `response:${context.responseId}` : `song:${track.id}`;
}

/**
 * `state` with `track` (in `context`) loading to play: a new load id, position and errors reset,
 * not speaking yet. `changes` set the playlist fields each way of getting there differs in.
 */
function load(
  state: PlayerState,
  track: SongData,
  context: PlayerContext | null | undefined,
  changes: Partial<PlayerState>,
): PlayerState {
  return {
    ...state,
    ...FRESH_LOAD,
    currentTrack: track,
    currentContext: context ?? null,
    isInitialPlaylistLoad: false,
    wantsToPlay: true,
    loadId: state.loadId + 1,
    status: 'idle',
    error: null,
    speaking: false,
    ...changes,
  };
}

function moveTo(
  state: PlayerState,
  index: number,
  backwards = index < state.currentIndex,
): PlayerState {
  const entry = state.playlist[index];
  if (!entry) return state;
  return load(state, entry.track, entry.context, {
    arrivedBackwards: backwards,
    currentIndex: index,
  });
}

const keyOf = (entry: PlaylistEntry) => entryKey(entry.track, entry.context);

/** A new playlist started at `startIndex`, without repeated answers, shuffled after it when shuffle is on. */
function startPlaylist(
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
function moveInQueue(state: PlayerState, from: number, to: number): PlayerState {
  const last = state.playlist.length - 1;
  if (from < 0 || from > last || to < 0 || to > last || from === to) return state;
  return {
    ...state,
    playlist: moveItem(state.playlist, from, to),
    currentIndex: indexAfterMove(state.currentIndex, from, to),
  };
}

/** The queue without the entry at `index`; the current entry cannot be removed (Close ends it). */
function removeFromQueue(state: PlayerState, index: number): PlayerState {
  if (index < 0 || index >= state.playlist.length || index === state.currentIndex) return state;
  const playlist = state.playlist.filter((_, i) => i !== index);
  return {
    ...state,
    playlist,
    currentIndex: index < state.currentIndex ? state.currentIndex - 1 : state.currentIndex,
  };
}

/** Shuffle on: what follows the current entry in a random order; off: the order from before. */
function toggleShuffle(state: PlayerState, seed: number): PlayerState {
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
function restoreQueue(state: PlayerState, queue: RestoredQueue): PlayerState {
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

/** The pure state machine of the player (spec 000 §4 "Player"). */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return load(state, action.track, action.context, {
        playlist: [],
        currentIndex: -1,
        unshuffledOrder: null,
      });
    case 'playPlaylist':
      return startPlaylist(state, action.list, action.startIndex ?? 0, action.seed ?? 0);
    case 'skipNext':
      if (hasNext(state)) return moveTo(state, state.currentIndex + 1);
      return canSkipNext(state) ? moveTo(state, 0, false) : state;
    case 'skipPrev':
      if (hasPrevious(state)) return moveTo(state, state.currentIndex - 1);
      return canSkipPrevious(state) ? moveTo(state, state.playlist.length - 1, true) : state;
    case 'onTrackEnd':
      // Repeat one: the same song from the start, its comment not read again.
      if (state.repeat === 'one' && state.currentTrack) {
        return {
          ...state,
          ...FRESH_LOAD,
          wantsToPlay: true,
          loadId: state.loadId + 1,
          status: 'idle',
          error: null,
          speaking: false,
          isInitialPlaylistLoad: true,
        };
      }
      if (hasNext(state)) return moveTo(state, state.currentIndex + 1);
      if (canSkipNext(state)) return moveTo(state, 0, false);
      // Repeat all after a single song (no playlist): play it again.
      if (state.repeat === 'all' && state.currentTrack && !isPlaylistActive(state)) {
        return {
          ...state,
          ...FRESH_LOAD,
          wantsToPlay: true,
          loadId: state.loadId + 1,
          status: 'idle',
          error: null,
          speaking: false,
        };
      }
      return { ...state, status: 'ended', wantsToPlay: false, speaking: false };
    case 'jumpTo':
      return action.index === state.currentIndex ? state : moveTo(state, action.index);
    case 'moveInQueue':
      return moveInQueue(state, action.from, action.to);
    case 'removeFromQueue':
      return removeFromQueue(state, action.index);
    case 'playNext':
      if (!isPlaylistActive(state) || action.index <= state.currentIndex)
        return moveInQueue(state, action.index, state.currentIndex);
      return moveInQueue(state, action.index, state.currentIndex + 1);
    case 'toggleShuffle':
      return toggleShuffle(state, action.seed);
    case 'cycleRepeat':
      return { ...state, repeat: nextRepeatMode(state.repeat) };
    case 'restoreQueue':
      return state.currentTrack ? state : restoreQueue(state, action.queue);
    case 'close':
      return {
        ...state,
        ...FRESH_LOAD,
        currentTrack: null,
        currentContext: null,
        playlist: [],
        currentIndex: -1,
        unshuffledOrder: null,
        isInitialPlaylistLoad: false,
        wantsToPlay: false,
        status: 'idle',
        error: null,
        speaking: false,
      };
    case 'toggleSpeech':
      return { ...state, speechEnabled: !state.speechEnabled };
    case 'toggleMinimized':
      return { ...state, isMinimized: !state.isMinimized };
    case 'pause':
      return state.currentTrack ? { ...state, wantsToPlay: false } : state;
    case 'resume':
      if (!state.currentTrack) return state;
      // Pressing play after the last track ended starts it again from the beginning.
      if (state.status === 'ended')
        return {
          ...state,
          ...FRESH_LOAD,
          wantsToPlay: true,
          loadId: state.loadId + 1,
          status: 'idle',
          error: null,
        };
      return { ...state, wantsToPlay: true };
    case 'setStatus':
      if (!state.currentTrack) return state;
      return {
        ...state,
        status: action.status,
        // The video's own controls can start or pause it; follow them so our button stays truthful.
        wantsToPlay:
          action.status === 'playing'
            ? true
            : action.status === 'paused'
              ? false
              : state.wantsToPlay,
      };
    case 'setError':
      return {
        ...state,
        error: action.error,
        wantsToPlay: action.error ? false : state.wantsToPlay,
      };
    case 'retry':
      // Loads the current track again (issue 32: a player that could not load while offline).
      if (!state.currentTrack) return state;
      return {
        ...state,
        ...FRESH_LOAD,
        wantsToPlay: true,
        loadId: state.loadId + 1,
        status: 'idle',
        error: null,
        speaking: false,
      };
    case 'setSpeaking':
      return { ...state, speaking: action.speaking };
    case 'setProgress': {
      if (!state.currentTrack) return state;
      const duration = Math.max(0, action.duration);
      const position = Math.min(Math.max(0, action.position), duration || Infinity);
      if (position === state.position && duration === state.duration) return state;
      return { ...state, position, duration };
    }
    case 'seek': {
      if (!state.currentTrack || state.duration <= 0) return state;
      const to = Math.min(Math.max(0, action.to), state.duration);
      return { ...state, position: to, seekRequest: { to, id: (state.seekRequest?.id ?? 0) + 1 } };
    }
    case 'setVolume': {
      const volume = Math.round(Math.min(100, Math.max(0, action.volume)));
      return volume === state.volume ? state : { ...state, volume };
    }
    default:
      return state;
  }
}

type Listener = () => void;

/** A minimal external store around playerReducer. */
export function createPlayerStore(initial: PlayerState = initialPlayerState) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    dispatch(action: PlayerAction) {
      const next = playerReducer(state, action);
      if (next === state) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type PlayerStore = ReturnType<typeof createPlayerStore>;

/** The app-wide player store. */
export const playerStore = createPlayerStore();

/** A seed for the reducer's shuffle. */
const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

/** Action creators bound to the app-wide store (usable outside React, e.g. Media Session handlers). */
export const playerActions = {
  /** Plays one track; clears any playlist. */
  play: (track: SongData, context?: PlayerContext | null) =>
    playerStore.dispatch({ type: 'play', track, context }),
  /** Starts a playlist at `startIndex` (default 0, "Play from here" passes the answer's) and marks the initial load. */
  playPlaylist: (list: PlaylistEntry[], startIndex = 0) =>
    playerStore.dispatch({ type: 'playPlaylist', list, startIndex, seed: randomSeed() }),
  /** Plays the queue entry at `index`. */
  jumpTo: (index: number) => playerStore.dispatch({ type: 'jumpTo', index }),
  /** Moves a queue entry from `from` to `to`; the current song keeps playing. */
  moveInQueue: (from: number, to: number) =>
    playerStore.dispatch({ type: 'moveInQueue', from, to }),
  /** Removes a queue entry other than the current one. */
  removeFromQueue: (index: number) => playerStore.dispatch({ type: 'removeFromQueue', index }),
  /** Moves a queue entry right after the current one. */
  playNext: (index: number) => playerStore.dispatch({ type: 'playNext', index }),
  toggleShuffle: () => playerStore.dispatch({ type: 'toggleShuffle', seed: randomSeed() }),
  /** Repeat off → all → one → off. */
  cycleRepeat: () => playerStore.dispatch({ type: 'cycleRepeat' }),
  /** Brings back a queue saved before a reload, unless a track is already set. */
  restoreQueue: (queue: RestoredQueue) => playerStore.dispatch({ type: 'restoreQueue', queue }),
  skipNext: () => playerStore.dispatch({ type: 'skipNext' }),
  skipPrev: () => playerStore.dispatch({ type: 'skipPrev' }),
  onTrackEnd: () => playerStore.dispatch({ type: 'onTrackEnd' }),
  close: () => playerStore.dispatch({ type: 'close' }),
  toggleSpeech: () => playerStore.dispatch({ type: 'toggleSpeech' }),
  toggleMinimized: () => playerStore.dispatch({ type: 'toggleMinimized' }),
  pause: () => playerStore.dispatch({ type: 'pause' }),
  resume: () => playerStore.dispatch({ type: 'resume' }),
  togglePlay: () =>
    playerStore.dispatch({ type: playerStore.getState().wantsToPlay ? 'pause' : 'resume' }),
  setStatus: (status: PlaybackStatus) => playerStore.dispatch({ type: 'setStatus', status }),
  setError: (error: PlayerError | null) => playerStore.dispatch({ type: 'setError', error }),
  /** Loads the current track again after an error. */
  retry: () => playerStore.dispatch({ type: 'retry' }),
  setSpeaking: (speaking: boolean) => playerStore.dispatch({ type: 'setSpeaking', speaking }),
  /** Reported by the engine: position and length in seconds. */
  setProgress: (position: number, duration: number) =>
    playerStore.dispatch({ type: 'setProgress', position, duration }),
  /** Moves the current track to `to` seconds (clamped to its length). */
  seek: (to: number) => playerStore.dispatch({ type: 'seek', to }),
  /** Sets the volume in percent (0–100). */
  setVolume: (volume: number) => playerStore.dispatch({ type: 'setVolume', volume }),
};

/** "m:ss" (or "h:mm:ss") for a number of seconds; negative or non-finite counts as 0. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The player state and its actions, re-rendering on every change. */
export function usePlayer(): PlayerState & typeof playerActions {
  const state = useSyncExternalStore(
    playerStore.subscribe,
    playerStore.getState,
    playerStore.getState,
  );
  return { ...state, ...playerActions };
}

/** A slice of the player state; re-renders only when the selected value changes (by Object.is). */
export function usePlayerSelector<T>(selector: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    playerStore.subscribe,
    () => selector(playerStore.getState()),
    () => selector(playerStore.getState()),
  );
}
