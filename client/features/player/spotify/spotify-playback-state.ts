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
import type { PlaybackStatus } from '../player-state';
import { playerLog } from '../lib/player-log';
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

/**
 * One tracker per engine; `expect(uri)` says which track the coming states are about. What it
 * knows between states stays private to it.
 */
export class SpotifyPlaybackTracker {
  /** The track we asked for; states about other tracks are ignored. */
  #expectedUri: string | null = null;
  #wasPlaying = false;
  #lastStatus: PlaybackStatus | null = null;
  #reported: Reported = { ...startOfTrack(), at: 0 };
  #destroyed = false;
  readonly #events: SpotifyStateEvents;
  readonly #ticker: ReturnType<typeof repeating>;
  /** States apply at most every SPOTIFY_STATE_THROTTLE_MS; the newest one always lands. */
  readonly #throttle: ReturnType<typeof latestThrottle<SpotifyPlaybackState | null>>;

  constructor(events: SpotifyStateEvents) {
    this.#events = events;
    this.#ticker = repeating(SPOTIFY_POSITION_TICK_MS, () =>
      events.onPosition?.(positionNow(this.#reported), this.#reported.duration),
    );
    this.#throttle = latestThrottle(SPOTIFY_STATE_THROTTLE_MS, (state) => this.#apply(state));
  }

  /** An SDK `player_state_changed` state (throttled). */
  readonly onState = (state: SpotifyPlaybackState | null) => this.#throttle.push(state);

  get expectedUri(): string | null {
    return this.#expectedUri;
  }

  /** Reports `status` unless it is the one reported last. */
  emit(status: PlaybackStatus) {
    if (status === this.#lastStatus) return;
    this.#lastStatus = status;
    this.#events.onStatus(status);
  }

  /** A new track starts loading: states about `uri` count from now, from position 0. */
  expect(uri: string) {
    this.#expectedUri = uri;
    this.#wasPlaying = false;
    this.#lastStatus = null;
    this.#ticker.stop();
    this.#reported = startOfTrack();
  }

  /** A track is cued: no state counts until it loads; the next status is always emitted. */
  cue() {
    this.#expectedUri = null;
    this.#ticker.stop();
    this.#lastStatus = null;
  }

  /** Playback stopped: no state counts any more. */
  stop() {
    this.#expectedUri = null;
    this.#wasPlaying = false;
    this.#ticker.stop();
  }

  /** Where playback should be now, and the track's length (milliseconds). */
  readonly position = () => ({
    positionMs: positionNow(this.#reported),
    durationMs: this.#reported.duration,
  });

  destroy() {
    this.#destroyed = true;
    this.#ticker.stop();
    this.#throttle.cancel();
  }

  /** Our track ended: nothing counts any more until the next `expect`. */
  #finishTrack() {
    this.#wasPlaying = false;
    this.#ticker.stop();
    this.#expectedUri = null;
    playerLog('spotify', 'track ended');
    this.emit('ended');
  }

  /** One SDK state: ignored unless about our track (current, or just finished); else position and status. */
  #apply(state: SpotifyPlaybackState | null) {
    const uri = this.#expectedUri;
    if (!state || this.#destroyed || !uri) return;
    const isOurs = state.track_window.current_track?.uri === uri;
    const finishedOurs = (state.track_window.previous_tracks ?? []).some((t) => t.uri === uri);
    if (!isOurs && !finishedOurs) return;
    const duration = durationOf(state);
    logSeek(this.#reported, state);
    const ended = hasEnded(this.#reported, this.#wasPlaying, state, finishedOurs);
    this.#reported = { position: state.position, at: Date.now(), duration, paused: state.paused };
    this.#events.onPosition?.(state.position, duration);
    if (ended) return this.#finishTrack();
    if (state.loading) return this.emit('buffering');
    if (state.paused) {
      this.#ticker.stop();
      return this.emit('paused');
    }
    this.#wasPlaying = true;
    this.#ticker.start();
    this.emit('playing');
  }
}
