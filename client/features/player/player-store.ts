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
 * `playerStore` is a tiny external store and `usePlayer()` reads it with useSyncExternalStore. Its
 * transitions (player-reducer.ts, pure and unit-tested) load with the first action or as a pointer
 * goes down on a play button: the first screen shows the initial state only (decision 042).
 * The state's types and selectors live in player-state.ts.
 */
import { useSyncExternalStore } from 'react';
import type { SongData } from '@common/schemas';
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

type Listener = () => void;
/** The pure transition of one action (player-reducer.ts). */
export type PlayerReducer = (state: PlayerState, action: PlayerAction) => PlayerState;

const importReducer = () => import('./player-reducer').then((m) => m.playerReducer);

/** How a store gets its transitions: `reducer` at once, or `loadReducer` with the first action. */
export interface PlayerStoreOptions {
  initial?: PlayerState;
  reducer?: PlayerReducer;
  loadReducer?: () => Promise<PlayerReducer>;
}

/**
 * A minimal external store around the player's reducer. Without `reducer`, `loadReducer` fetches
 * it with the first action (or `load()`); actions dispatched before it arrives are applied in order
 * once it has. From then on every dispatch is synchronous.
 */
export function createPlayerStore({
  initial = initialPlayerState,
  reducer: given,
  loadReducer = importReducer,
}: PlayerStoreOptions = {}) {
  let state = initial;
  let reducer: PlayerReducer | null = given ?? null;
  let loading: Promise<void> | null = given ? Promise.resolve() : null;
  const waiting: PlayerAction[] = [];
  const listeners = new Set<Listener>();
  const apply = (reduce: PlayerReducer, action: PlayerAction) => {
    const next = reduce(state, action);
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  };
  const load = (): Promise<void> => {
    loading ??= loadReducer().then(
      (reduce) => {
        reducer = reduce;
        for (const action of waiting.splice(0)) apply(reduce, action);
      },
      (error: unknown) => {
        // Offline or a new deploy: those actions are dropped, the next one tries again.
        loading = null;
        waiting.length = 0;
        throw error;
      },
    );
    return loading;
  };
  return {
    getState: () => state,
    dispatch(action: PlayerAction) {
      if (reducer) return apply(reducer, action);
      waiting.push(action);
      load().catch((error: unknown) => console.warn('player: could not load', error));
    },
    /** Fetches the reducer ahead of the first action; resolves once dispatch is synchronous. */
    load,
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
