/**
 * The Spotify engine: a Web Playback SDK player in this tab (issue 9; spec 001 §4 "Streaming
 * connection", §9 constants). `connect()` loads the SDK on first use, creates the player
 * (volume 0.5), connects, and resolves when it is `ready` with a device id; it rejects on the SDK's
 * initialization, authentication or account errors (account_error = no Premium). `load(uri)`
 * transfers playback to this device (first time), waits 500 ms, then plays the track by uri with
 * the Web API (PUT /v1/me/player/play?device_id). `player_state_changed` is applied at most every
 * 300 ms and mapped to the player's states; the position ticks every 100 ms while playing; a
 * reported position more than 2000 ms from the expected one is a seek; a track that stops at
 * position 0 after it played (and shows up in previous_tracks, or was within 2000 ms of its end)
 * has ended. Errors after `ready` (playback_error, a failed play call) go to `onError`.
 */
import {
  SPOTIFY_DEFAULT_DURATION_MS,
  SPOTIFY_POSITION_TICK_MS,
  SPOTIFY_SEEK_JUMP_MS,
  SPOTIFY_START_DELAY_MS,
  SPOTIFY_STATE_THROTTLE_MS,
  SPOTIFY_VOLUME,
} from '@common/constants';
import type { PlaybackStatus } from '../player-store';
import { playerLog } from './player-log';
import { loadSpotifySdk, type SpotifyPlaybackState, type SpotifySdkPlayer } from './spotify-sdk';

export type SpotifyFailure =
  'init' | 'auth' | 'account' | 'playback' | 'play' | 'token' | 'not_ready';

export class SpotifyEngineError extends Error {
  constructor(
    readonly kind: SpotifyFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SpotifyEngineError';
  }
}

export interface SpotifyEngineOptions {
  sdkUrl: string;
  /** Web API base URL (https://api.spotify.com/ or a fake). */
  apiBaseUrl: string;
  /** A valid access token (the server refreshes it); rejects when there is none. */
  getToken: () => Promise<string>;
  onStatus: (status: PlaybackStatus) => void;
  onError: (error: SpotifyEngineError) => void;
  /** Called on every 100 ms tick while playing and on each applied state. */
  onPosition?: (positionMs: number, durationMs: number) => void;
  /** The player's name in Spotify Connect. */
  name?: string;
  fetch?: typeof fetch;
}

export interface SpotifyEngine {
  connect(): Promise<void>;
  readonly ready: boolean;
  readonly deviceId: string | null;
  /** Remembers `uri` without playing (state cued); `play()` starts it. */
  cue(uri: string): void;
  /** Plays `uri` from the start on this device. Rejects (kind `play`/`token`/`not_ready`) on failure. */
  load(uri: string): Promise<void>;
  play(): void;
  pause(): void;
  stop(): void;
  seek(positionMs: number): void;
  position(): { positionMs: number; durationMs: number };
  destroy(): void;
}

export function createSpotifyEngine(options: SpotifyEngineOptions): SpotifyEngine {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const apiUrl = (path: string) =>
    new URL(
      path,
      options.apiBaseUrl.endsWith('/') ? options.apiBaseUrl : `${options.apiBaseUrl}/`,
    ).toString();
  let player: SpotifySdkPlayer | null = null;
  let deviceId: string | null = null;
  let connecting: Promise<void> | null = null;
  let destroyed = false;
  let transferred = false;
  /** The track we asked for; states about other tracks are ignored. */
  let expectedUri: string | null = null;
  let cuedUri: string | null = null;
  let loadSeq = 0;
  let wasPlaying = false;
  let lastStatus: PlaybackStatus | null = null;
  let reported = { position: 0, at: 0, duration: SPOTIFY_DEFAULT_DURATION_MS, paused: true };
  let tick: ReturnType<typeof setInterval> | null = null;
  let throttleTimer: ReturnType<typeof setTimeout> | null = null;
  let lastApplied = 0;
  let pendingState: SpotifyPlaybackState | null = null;

  const emit = (status: PlaybackStatus) => {
    if (status === lastStatus) return;
    lastStatus = status;
    options.onStatus(status);
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
      () => options.onPosition?.(currentPosition(), reported.duration),
      SPOTIFY_POSITION_TICK_MS,
    );
  };

  function applyState(state: SpotifyPlaybackState | null) {
    lastApplied = Date.now();
    if (!state || destroyed || !expectedUri) return;
    const current = state.track_window.current_track;
    const previous = state.track_window.previous_tracks ?? [];
    const isOurs = current?.uri === expectedUri;
    const finishedOurs = previous.some((t) => t.uri === expectedUri);
    if (!isOurs && !finishedOurs) return;
    const duration =
      state.duration > 0
        ? state.duration
        : (current?.duration_ms ?? SPOTIFY_DEFAULT_DURATION_MS) || SPOTIFY_DEFAULT_DURATION_MS;
    const expected = currentPosition();
    if (
      !reported.paused &&
      !state.paused &&
      Math.abs(state.position - expected) > SPOTIFY_SEEK_JUMP_MS
    ) {
      playerLog(
        'spotify',
        `position jumped from ${Math.round(expected)} to ${state.position} ms (seek)`,
      );
    }
    const nearEnd =
      reported.position + (reported.paused ? 0 : Date.now() - reported.at) >=
      reported.duration - SPOTIFY_SEEK_JUMP_MS;
    const ended = wasPlaying && state.paused && state.position === 0 && (finishedOurs || nearEnd);
    reported = { position: state.position, at: Date.now(), duration, paused: state.paused };
    options.onPosition?.(state.position, duration);
    if (ended) {
      wasPlaying = false;
      stopTick();
      expectedUri = null;
      playerLog('spotify', 'track ended');
      emit('ended');
      return;
    }
    if (state.loading) return emit('buffering');
    if (state.paused) {
      stopTick();
      return emit('paused');
    }
    wasPlaying = true;
    startTick();
    emit('playing');
  }

  /** Leading and trailing throttle of 300 ms: the newest state always lands. */
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

  async function webApi(path: string, body: unknown): Promise<Response> {
    let token: string;
    try {
      token = await options.getToken();
    } catch {
      throw new SpotifyEngineError('token', 'Failed to refresh Spotify token');
    }
    return doFetch(apiUrl(path), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  function connect(): Promise<void> {
    if (deviceId && player) return Promise.resolve();
    if (connecting) return connecting;
    connecting = (async () => {
      let Spotify;
      try {
        Spotify = await loadSpotifySdk(options.sdkUrl);
      } catch (err) {
        throw new SpotifyEngineError(
          'init',
          `Failed to initialize Spotify player: ${(err as Error).message}`,
        );
      }
      if (destroyed) throw new SpotifyEngineError('not_ready', 'Spotify player not ready');
      const created = new Spotify.Player({
        name: options.name ?? 'Hearsay',
        volume: SPOTIFY_VOLUME,
        getOAuthToken: (cb) => {
          options.getToken().then(cb, () => {
            playerLog('spotify', 'Failed to refresh Spotify token', 'error');
            options.onError(new SpotifyEngineError('token', 'Failed to refresh Spotify token'));
          });
        },
      });
      player = created;
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const settle = (fn: () => void) => {
          if (settled) return;
          settled = true;
          fn();
        };
        const failBefore = (kind: SpotifyFailure, label: string) => (e: { message: string }) => {
          playerLog('spotify', `${label}: ${e.message}`, 'error');
          const error = new SpotifyEngineError(
            kind,
            kind === 'init' ? 'Failed to initialize Spotify player' : e.message || label,
          );
          if (!settled) settle(() => reject(error));
          else options.onError(error);
        };
        created.addListener('ready', ({ device_id }) => {
          deviceId = device_id;
          transferred = false;
          playerLog('spotify', `ready, device ${device_id}`);
          settle(resolve);
        });
        created.addListener('not_ready', ({ device_id }) => {
          playerLog('spotify', `device ${device_id} went offline`, 'warn');
          if (deviceId === device_id) deviceId = null;
        });
        created.addListener('initialization_error', failBefore('init', 'initialization_error'));
        created.addListener('authentication_error', failBefore('auth', 'authentication_error'));
        created.addListener('account_error', failBefore('account', 'account_error'));
        created.addListener('playback_error', (e) => {
          playerLog('spotify', `playback_error: ${e.message}`, 'error');
          if (expectedUri)
            options.onError(new SpotifyEngineError('playback', 'Failed to play track'));
        });
        created.addListener('autoplay_failed', () =>
          playerLog('spotify', 'autoplay_failed: the browser blocked autoplay', 'warn'),
        );
        created.addListener('player_state_changed', onState);
        created.connect().then(
          (ok) => {
            if (!ok)
              settle(() =>
                reject(new SpotifyEngineError('init', 'Failed to initialize Spotify player')),
              );
          },
          () =>
            settle(() =>
              reject(new SpotifyEngineError('init', 'Failed to initialize Spotify player')),
            ),
        );
      });
    })().catch((err: unknown) => {
      connecting = null;
      player?.disconnect();
      player = null;
      throw err;
    });
    return connecting;
  }

  async function load(uri: string): Promise<void> {
    const seq = ++loadSeq;
    cuedUri = null;
    expectedUri = uri;
    wasPlaying = false;
    lastStatus = null;
    stopTick();
    reported = { position: 0, at: Date.now(), duration: SPOTIFY_DEFAULT_DURATION_MS, paused: true };
    if (!deviceId) throw new SpotifyEngineError('not_ready', 'Spotify player not ready');
    emit('buffering');
    await player?.activateElement?.().catch(() => undefined);
    if (!transferred) {
      const res = await webApi('v1/me/player', { device_ids: [deviceId], play: false });
      if (!res.ok) throw new SpotifyEngineError('play', 'Failed to play track');
      transferred = true;
      playerLog('spotify', `playback transferred to ${deviceId}`);
    }
    await new Promise((r) => setTimeout(r, SPOTIFY_START_DELAY_MS));
    if (seq !== loadSeq || destroyed) return;
    const res = await webApi(`v1/me/player/play?device_id=${encodeURIComponent(deviceId)}`, {
      uris: [uri],
    });
    if (!res.ok) {
      // A device Spotify forgot (404): transfer again next time.
      if (res.status === 404) transferred = false;
      throw new SpotifyEngineError('play', 'Failed to play track');
    }
    playerLog('spotify', `play ${uri}`);
  }

  return {
    connect,
    get ready() {
      return Boolean(deviceId && player);
    },
    get deviceId() {
      return deviceId;
    },
    cue(uri) {
      loadSeq++;
      cuedUri = uri;
      expectedUri = null;
      stopTick();
      player?.pause().catch(() => undefined);
      lastStatus = null;
      emit('cued');
    },
    load,
    play() {
      if (cuedUri) {
        const uri = cuedUri;
        load(uri).catch((err: SpotifyEngineError) => options.onError(err));
        return;
      }
      player?.resume().catch(() => undefined);
    },
    pause() {
      player?.pause().catch(() => undefined);
    },
    stop() {
      loadSeq++;
      cuedUri = null;
      expectedUri = null;
      wasPlaying = false;
      stopTick();
      player?.pause().catch(() => undefined);
    },
    seek(positionMs) {
      player?.seek(positionMs).catch(() => undefined);
    },
    position: () => ({ positionMs: currentPosition(), durationMs: reported.duration }),
    destroy() {
      destroyed = true;
      stopTick();
      if (throttleTimer !== null) clearTimeout(throttleTimer);
      player?.disconnect();
      player = null;
      deviceId = null;
    },
  };
}
