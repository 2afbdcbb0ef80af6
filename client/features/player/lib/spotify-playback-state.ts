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

/** What a tracker knows between states, shared by its parts. */
interface Tracking {
  /** The track we asked for; states about other tracks are ignored. */
  expectedUri: string | null;
  wasPlaying: boolean;
  lastStatus: PlaybackStatus | null;
  reported: Reported;
  destroyed: boolean;
  events: SpotifyStateEvents;
  ticker: ReturnType<typeof repeating>;
}

/** Reports `status` unless it is the one reported last. */
function emitStatus(t: Tracking, status: PlaybackStatus) {
  if (status === t.lastStatus) return;
  t.lastStatus = status;
  t.events.onStatus(status);
}

/** Our track ended: nothing counts any more until the next `expect`. */
function finishTrack(t: Tracking) {
  t.wasPlaying = false;
  t.ticker.stop();
  t.expectedUri = null;
  playerLog('spotify', 'track ended');
  emitStatus(t, 'ended');
}

/** One SDK state: ignored unless about our track (current, or just finished); else position and status. */
function applyState(t: Tracking, state: SpotifyPlaybackState | null) {
  if (!state || t.destroyed || !t.expectedUri) return;
  const isOurs = state.track_window.current_track?.uri === t.expectedUri;
  const finishedOurs = (state.track_window.previous_tracks ?? []).some(
    (track) => track.uri === t.expectedUri,
  );
  if (!isOurs && !finishedOurs) return;
  const duration = durationOf(state);
  logSeek(t.reported, state);
  const ended = hasEnded(t.reported, t.wasPlaying, state, finishedOurs);
  t.reported = { position: state.position, at: Date.now(), duration, paused: state.paused };
  t.events.onPosition?.(state.position, duration);
  if (ended) return finishTrack(t);
  if (state.loading) return emitStatus(t, 'buffering');
  if (state.paused) {
    t.ticker.stop();
    return emitStatus(t, 'paused');
  }
  t.wasPlaying = true;
  t.ticker.start();
  emitStatus(t, 'playing');
}

/** One tracker per engine; `expect(uri)` says which track the coming states are about. */
export function createSpotifyPlaybackTracker(events: SpotifyStateEvents) {
  const t: Tracking = {
    expectedUri: null,
    wasPlaying: false,
    lastStatus: null,
    reported: { ...startOfTrack(), at: 0 },
    destroyed: false,
    events,
    ticker: repeating(SPOTIFY_POSITION_TICK_MS, () =>
      events.onPosition?.(positionNow(t.reported), t.reported.duration),
    ),
  };
  const stopTick = t.ticker.stop;
  /** States apply at most every SPOTIFY_STATE_THROTTLE_MS; the newest one always lands. */
  const throttle = latestThrottle(SPOTIFY_STATE_THROTTLE_MS, (state: SpotifyPlaybackState | null) =>
    applyState(t, state),
  );

  return {
    onState: (state: SpotifyPlaybackState | null) => throttle.push(state),
    emit: (status: PlaybackStatus) => emitStatus(t, status),
    stopTick,
    get expectedUri() {
      return t.expectedUri;
    },
    /** A new track starts loading: states about `uri` count from now, from position 0. */
    expect(uri: string) {
      t.expectedUri = uri;
      t.wasPlaying = false;
      t.lastStatus = null;
      stopTick();
      t.reported = startOfTrack();
    },
    /** A track is cued: no state counts until it loads; the next status is always emitted. */
    cue() {
      t.expectedUri = null;
      stopTick();
      t.lastStatus = null;
    },
    /** Playback stopped: no state counts any more. */
    stop() {
      t.expectedUri = null;
      t.wasPlaying = false;
      stopTick();
    },
    position: () => ({ positionMs: positionNow(t.reported), durationMs: t.reported.duration }),
    destroy() {
      t.destroyed = true;
      stopTick();
      throttle.cancel();
    },
  };
}
