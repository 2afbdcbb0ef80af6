/**
 * Turns the Web Playback SDK's `player_state_changed` events into the player's statuses and
 * positions for the Spotify engine (spotify-player.ts). States are applied at most every
 * SPOTIFY_STATE_THROTTLE_MS (the newest one always lands); only states about the track we asked
 * for count; the position ticks every SPOTIFY_POSITION_TICK_MS while playing; a reported position
 * more than SPOTIFY_SEEK_JUMP_MS from the expected one is logged as a seek; a track that stops at
 * position 0 after it played (in previous_tracks, or within SPOTIFY_SEEK_JUMP_MS of its end) ended.
 */
import {
  SPOTIFY_DEFAULT_DURATION_MS,
  SPOTIFY_POSITION_TICK_MS,
  SPOTIFY_SEEK_JUMP_MS,
  SPOTIFY_STATE_THROTTLE_MS,
} from '@common/constants';
import type { PlaybackStatus } from '../player-store';
import { playerLog } from './player-log';
import type { SpotifyPlaybackState } from './spotify-sdk';

export interface SpotifyStateEvents {
  onStatus: (status: PlaybackStatus) => void;
  /** Called on every tick while playing and on each applied state (milliseconds). */
  onPosition?: (positionMs: number, durationMs: number) => void;
}

/** The last position Spotify reported, when (Date.now()), the duration and whether it was paused. */
interface Reported {
  position: number;
  at: number;
  duration: number;
  paused: boolean;
}

const startOfTrack = (): Reported => ({
  position: 0,
  at: Date.now(),
  duration: SPOTIFY_DEFAULT_DURATION_MS,
  paused: true,
});

/** The track's duration from a state, with the default when Spotify reports none. */
function durationOf(state: SpotifyPlaybackState): number {
  if (state.duration > 0) return state.duration;
  const fromTrack = state.track_window.current_track?.duration_ms ?? SPOTIFY_DEFAULT_DURATION_MS;
  return fromTrack || SPOTIFY_DEFAULT_DURATION_MS;
}

/** Where playback should be now: the reported position plus the time since, while playing. */
const positionNow = (r: Reported) =>
  r.paused ? r.position : Math.min(r.duration, r.position + (Date.now() - r.at));

/** Logs a jump of the reported position away from where playback should be (a seek). */
function logSeek(r: Reported, state: SpotifyPlaybackState) {
  const expected = positionNow(r);
  if (r.paused || state.paused) return;
  if (Math.abs(state.position - expected) <= SPOTIFY_SEEK_JUMP_MS) return;
  playerLog(
    'spotify',
    `position jumped from ${Math.round(expected)} to ${state.position} ms (seek)`,
  );
}

/** Whether this state says the track that was playing went to its end (stopped at 0). */
function hasEnded(
  r: Reported,
  wasPlaying: boolean,
  state: SpotifyPlaybackState,
  finished: boolean,
) {
  const nearEnd =
    r.position + (r.paused ? 0 : Date.now() - r.at) >= r.duration - SPOTIFY_SEEK_JUMP_MS;
  return wasPlaying && state.paused && state.position === 0 && (finished || nearEnd);
}

/**
 * A leading and trailing throttle of `ms` that always applies the newest value: the first value
 * after a quiet period applies at once, later ones wait and only the last of them applies.
 */
function latestThrottle<T>(ms: number, apply: (value: T) => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastApplied = 0;
  let pending: T;
  const run = (value: T) => {
    lastApplied = Date.now();
    apply(value);
  };
  return {
    push(value: T) {
      const wait = ms - (Date.now() - lastApplied);
      if (wait <= 0 && timer === null) return run(value);
      pending = value;
      if (timer !== null) return;
      timer = setTimeout(
        () => {
          timer = null;
          run(pending);
        },
        Math.max(0, wait),
      );
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
    },
  };
}

/** `fn` every `ms` between `start()` and `stop()`; a second `start()` does nothing. */
function repeating(ms: number, fn: () => void) {
  let timer: ReturnType<typeof setInterval> | null = null;
  return {
    start() {
      timer ??= setInterval(fn, ms);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
  };
}

export type SpotifyPlaybackTracker = ReturnType<typeof createSpotifyPlaybackTracker>;

/** One tracker per engine; `expect(uri)` says which track the coming states are about. */
export function createSpotifyPlaybackTracker(events: SpotifyStateEvents) {
  /** The track we asked for; states about other tracks are ignored. */
  let expectedUri: string | null = null;
  let wasPlaying = false;
  let lastStatus: PlaybackStatus | null = null;
  let reported: Reported = { ...startOfTrack(), at: 0 };
  let destroyed = false;

  const emit = (status: PlaybackStatus) => {
    if (status === lastStatus) return;
    lastStatus = status;
    events.onStatus(status);
  };

  const currentPosition = () => positionNow(reported);
  const ticker = repeating(SPOTIFY_POSITION_TICK_MS, () =>
    events.onPosition?.(currentPosition(), reported.duration),
  );
  const stopTick = ticker.stop;
  const startTick = ticker.start;

  function finish() {
    wasPlaying = false;
    stopTick();
    expectedUri = null;
    playerLog('spotify', 'track ended');
    emit('ended');
  }

  function applyState(state: SpotifyPlaybackState | null) {
    if (!state || destroyed || !expectedUri) return;
    const isOurs = state.track_window.current_track?.uri === expectedUri;
    const finishedOurs = (state.track_window.previous_tracks ?? []).some(
      (t) => t.uri === expectedUri,
    );
    if (!isOurs && !finishedOurs) return;
    const duration = durationOf(state);
    logSeek(reported, state);
    const ended = hasEnded(reported, wasPlaying, state, finishedOurs);
    reported = { position: state.position, at: Date.now(), duration, paused: state.paused };
    events.onPosition?.(state.position, duration);
    if (ended) return finish();
    if (state.loading) return emit('buffering');
    if (state.paused) {
      stopTick();
      return emit('paused');
    }
    wasPlaying = true;
    startTick();
    emit('playing');
  }

  /** States apply at most every SPOTIFY_STATE_THROTTLE_MS; the newest one always lands. */
  const throttle = latestThrottle(SPOTIFY_STATE_THROTTLE_MS, applyState);

  return {
    onState: (state: SpotifyPlaybackState | null) => throttle.push(state),
    emit,
    stopTick,
    get expectedUri() {
      return expectedUri;
    },
    /** A new track starts loading: states about `uri` count from now, from position 0. */
    expect(uri: string) {
      expectedUri = uri;
      wasPlaying = false;
      lastStatus = null;
      stopTick();
      reported = startOfTrack();
    },
    /** A track is cued: no state counts until it loads; the next status is always emitted. */
    cue() {
      expectedUri = null;
      stopTick();
      lastStatus = null;
    },
    /** Playback stopped: no state counts any more. */
    stop() {
      expectedUri = null;
      wasPlaying = false;
      stopTick();
    },
    position: () => ({ positionMs: currentPosition(), durationMs: reported.duration }),
    destroy() {
      destroyed = true;
      stopTick();
      throttle.cancel();
    },
  };
}
