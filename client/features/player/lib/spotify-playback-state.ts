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

export type SpotifyPlaybackTracker = ReturnType<typeof createSpotifyPlaybackTracker>;

/** One tracker per engine; `expect(uri)` says which track the coming states are about. */
export function createSpotifyPlaybackTracker(events: SpotifyStateEvents) {
  /** The track we asked for; states about other tracks are ignored. */
  let expectedUri: string | null = null;
  let wasPlaying = false;
  let lastStatus: PlaybackStatus | null = null;
  let reported: Reported = { ...startOfTrack(), at: 0 };
  let tick: ReturnType<typeof setInterval> | null = null;
  let throttleTimer: ReturnType<typeof setTimeout> | null = null;
  let lastApplied = 0;
  let pendingState: SpotifyPlaybackState | null = null;
  let destroyed = false;

  const emit = (status: PlaybackStatus) => {
    if (status === lastStatus) return;
    lastStatus = status;
    events.onStatus(status);
  };

  const currentPosition = () =>
    reported.paused
      ? reported.position
      : Math.min(reported.duration, reported.position + (Date.now() - reported.at));

  const stopTick = () => {
    if (tick !== null) clearInterval(tick);
    tick = null;
  };
  const startTick = () => {
    if (tick !== null) return;
    tick = setInterval(
      () => events.onPosition?.(currentPosition(), reported.duration),
      SPOTIFY_POSITION_TICK_MS,
    );
  };

  /** Logs a jump of the reported position away from where playback should be (a seek). */
  function logSeek(state: SpotifyPlaybackState) {
    const expected = currentPosition();
    if (reported.paused || state.paused) return;
    if (Math.abs(state.position - expected) <= SPOTIFY_SEEK_JUMP_MS) return;
    playerLog(
      'spotify',
      `position jumped from ${Math.round(expected)} to ${state.position} ms (seek)`,
    );
  }

  /** Whether this state says our track played to its end. */
  function hasEnded(state: SpotifyPlaybackState, finishedOurs: boolean) {
    const nearEnd =
      reported.position + (reported.paused ? 0 : Date.now() - reported.at) >=
      reported.duration - SPOTIFY_SEEK_JUMP_MS;
    return wasPlaying && state.paused && state.position === 0 && (finishedOurs || nearEnd);
  }

  function finish() {
    wasPlaying = false;
    stopTick();
    expectedUri = null;
    playerLog('spotify', 'track ended');
    emit('ended');
  }

  function applyState(state: SpotifyPlaybackState | null) {
    lastApplied = Date.now();
    if (!state || destroyed || !expectedUri) return;
    const isOurs = state.track_window.current_track?.uri === expectedUri;
    const finishedOurs = (state.track_window.previous_tracks ?? []).some(
      (t) => t.uri === expectedUri,
    );
    if (!isOurs && !finishedOurs) return;
    const duration = durationOf(state);
    logSeek(state);
    const ended = hasEnded(state, finishedOurs);
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

  /** Leading and trailing throttle: the newest state always lands. */
  function onState(state: SpotifyPlaybackState | null) {
    const wait = SPOTIFY_STATE_THROTTLE_MS - (Date.now() - lastApplied);
    if (wait <= 0 && throttleTimer === null) return applyState(state);
    pendingState = state;
    if (throttleTimer !== null) return;
    throttleTimer = setTimeout(
      () => {
        throttleTimer = null;
        applyState(pendingState);
      },
      Math.max(0, wait),
    );
  }

  return {
    onState,
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
      if (throttleTimer !== null) clearTimeout(throttleTimer);
    },
  };
}
