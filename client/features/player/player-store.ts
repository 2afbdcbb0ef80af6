/**
 * The one player store of the app (spec 000 §3 "Player state", §4 "Player").
 *
 * State: currentTrack, currentContext, playlist of {track, context}, currentIndex, speechEnabled
 * (default true), isMinimized (default false), isInitialPlaylistLoad; plus the runtime facts the
 * floating player needs (playback status reported by the video player, whether the member wants it
 * playing, a load counter so replaying the same song restarts it, and the current error).
 *
 * The playlist is also the queue the panel shows: entries move, leave, or play next,
 * shuffle reorders what comes after the current entry (and shuffling off puts it back), repeat
 * wraps the queue or repeats the current song. `queue-storage.ts` keeps it across a reload.
 *
 * `playerReducer` is pure and unit-tested; `playerStore` is a tiny external store and `usePlayer()`
 * reads it with useSyncExternalStore. The state's types and selectors live in player-state.ts, the
 * reducer's transitions in player-transitions.ts (the current track) and queue-transitions.ts (the
 * queue); this file re-exports them, so callers import the player from here.
 */
import { useSyncExternalStore } from 'react';
import type { SongData } from '@common/schemas';
import { nextRepeatMode } from './player-queue';
import type {
  PlaybackStatus,
  PlayerAction,
  PlayerContext,
  PlayerError,
  PlayerState,
  PlaylistEntry,
  RestoredQueue,
} from './player-state';
import { initialPlayerState } from './player-state';
import {
  close,
  play,
  resume,
  retry,
  seek,
  setError,
  setProgress,
  setStatus,
  setVolume,
  skipNext,
  skipPrev,
  trackEnded,
} from './player-transitions';
import {
  jumpTo,
  moveInQueue,
  playNext,
  removeFromQueue,
  restoreQueue,
  startPlaylist,
  toggleShuffle,
} from './queue-transitions';

export type { RepeatMode } from './player-queue';
export * from './player-state';

/** The pure state machine of the player (spec 000 §4 "Player"): each action to its transition. */
export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return play(state, action.track, action.context);
    case 'playPlaylist':
      return startPlaylist(state, action.list, action.startIndex ?? 0, action.seed ?? 0);
    case 'skipNext':
      return skipNext(state);
    case 'skipPrev':
      return skipPrev(state);
    case 'onTrackEnd':
      return trackEnded(state);
    case 'jumpTo':
      return jumpTo(state, action.index);
    case 'moveInQueue':
      return moveInQueue(state, action.from, action.to);
    case 'removeFromQueue':
      return removeFromQueue(state, action.index);
    case 'playNext':
      return playNext(state, action.index);
    case 'toggleShuffle':
      return toggleShuffle(state, action.seed);
    case 'cycleRepeat':
      return { ...state, repeat: nextRepeatMode(state.repeat) };
    case 'restoreQueue':
      return state.currentTrack ? state : restoreQueue(state, action.queue);
    case 'close':
      return close(state);
    case 'toggleSpeech':
      return { ...state, speechEnabled: !state.speechEnabled };
    case 'toggleMinimized':
      return { ...state, isMinimized: !state.isMinimized };
    case 'pause':
      return state.currentTrack ? { ...state, wantsToPlay: false } : state;
    case 'resume':
      return resume(state);
    case 'setStatus':
      return setStatus(state, action.status);
    case 'setError':
      return setError(state, action.error);
    case 'retry':
      return retry(state);
    case 'setSpeaking':
      return { ...state, speaking: action.speaking };
    case 'setProgress':
      return setProgress(state, action.position, action.duration);
    case 'seek':
      return seek(state, action.to);
    case 'setVolume':
      return setVolume(state, action.volume);
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
