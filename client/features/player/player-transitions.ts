/**
 * The player reducer's transitions of the current track (spec 000 §4 "Player"): loading a track,
 * moving along the playlist, the end of a track under each repeat mode, pause and resume, errors,
 * progress, seeking and volume. Each is pure: (state, action fields) → state.
 */
import type { SongData } from '@common/schemas';
import {
  canSkipNext,
  canSkipPrevious,
  hasNext,
  hasPrevious,
  isPlaylistActive,
  type PlaybackStatus,
  type PlayerContext,
  type PlayerError,
  type PlayerState,
} from './player-state';

/** What every new load resets: position, length, a pending seek and the direction of travel. */
const FRESH_LOAD = {
  position: 0,
  duration: 0,
  seekRequest: null,
  arrivedBackwards: false,
} as const;

/**
 * `state` with `track` (in `context`) loading to play: a new load id, position and errors reset,
 * not speaking yet. `changes` set the playlist fields each way of getting there differs in.
 */
export function load(
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

/** `state` playing playlist entry `index` (arrived at backwards when it lies before the current one). */
export function moveTo(
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

/** The current track loaded again from the start, wanting to play (comment state per caller). */
function reload(state: PlayerState): PlayerState {
  return {
    ...state,
    ...FRESH_LOAD,
    wantsToPlay: true,
    loadId: state.loadId + 1,
    status: 'idle',
    error: null,
  };
}

/** One track outside any playlist. */
export function play(
  state: PlayerState,
  track: SongData,
  context: PlayerContext | null | undefined,
): PlayerState {
  return load(state, track, context, { playlist: [], currentIndex: -1, unshuffledOrder: null });
}

/** Next: the next entry, or the first when repeat-all wraps. */
export function skipNext(state: PlayerState): PlayerState {
  if (hasNext(state)) return moveTo(state, state.currentIndex + 1);
  return canSkipNext(state) ? moveTo(state, 0, false) : state;
}

/** Previous: the previous entry, or the last when repeat-all wraps. */
export function skipPrev(state: PlayerState): PlayerState {
  if (hasPrevious(state)) return moveTo(state, state.currentIndex - 1);
  return canSkipPrevious(state) ? moveTo(state, state.playlist.length - 1, true) : state;
}

/** The end of the current track: repeat one, the next entry, a wrap, repeat-all of one song, or ended. */
export function trackEnded(state: PlayerState): PlayerState {
  // Repeat one: the same song from the start, its comment not read again.
  if (state.repeat === 'one' && state.currentTrack)
    return { ...reload(state), speaking: false, isInitialPlaylistLoad: true };
  if (hasNext(state)) return moveTo(state, state.currentIndex + 1);
  if (canSkipNext(state)) return moveTo(state, 0, false);
  // Repeat all after a single song (no playlist): play it again.
  if (state.repeat === 'all' && state.currentTrack && !isPlaylistActive(state))
    return { ...reload(state), speaking: false };
  return { ...state, status: 'ended', wantsToPlay: false, speaking: false };
}

/** Close: no track, no playlist, nothing playing; speech, volume and modes stay. */
export function close(state: PlayerState): PlayerState {
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
}

/** Play pressed: wants to play; after the last track ended, it starts again from the beginning. */
export function resume(state: PlayerState): PlayerState {
  if (!state.currentTrack) return state;
  return state.status === 'ended' ? reload(state) : { ...state, wantsToPlay: true };
}

/** Loads the current track again (a player that could not load while offline). */
export function retry(state: PlayerState): PlayerState {
  return state.currentTrack ? { ...reload(state), speaking: false } : state;
}

/** The status the engine reports; the video's own controls can start or pause it. */
export function setStatus(state: PlayerState, status: PlaybackStatus): PlayerState {
  if (!state.currentTrack) return state;
  return {
    ...state,
    status,
    // Follow the video's own controls so our button stays truthful.
    wantsToPlay: status === 'playing' ? true : status === 'paused' ? false : state.wantsToPlay,
  };
}

/** An error stops wanting to play; clearing it leaves the intent as it was. */
export function setError(state: PlayerState, error: PlayerError | null): PlayerState {
  return { ...state, error, wantsToPlay: error ? false : state.wantsToPlay };
}

/** Position and length from the engine, clamped; unchanged values keep the state object. */
export function setProgress(state: PlayerState, position: number, duration: number): PlayerState {
  if (!state.currentTrack) return state;
  const length = Math.max(0, duration);
  const at = Math.min(Math.max(0, position), length || Infinity);
  if (at === state.position && length === state.duration) return state;
  return { ...state, position: at, duration: length };
}

/** A seek to `to` seconds, clamped to the track; needs a known length. */
export function seek(state: PlayerState, to: number): PlayerState {
  if (!state.currentTrack || state.duration <= 0) return state;
  const at = Math.min(Math.max(0, to), state.duration);
  return { ...state, position: at, seekRequest: { to: at, id: (state.seekRequest?.id ?? 0) + 1 } };
}

/** Volume in whole percent, 0–100. */
export function setVolume(state: PlayerState, volume: number): PlayerState {
  const v = Math.round(Math.min(100, Math.max(0, volume)));
  return v === state.volume ? state : { ...state, volume: v };
}
