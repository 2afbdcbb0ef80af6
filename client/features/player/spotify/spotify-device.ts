/**
 * Creating this tab's Web Playback SDK player and waiting until Spotify gives it a device id
 * (`ready`). Set-up failures (initialization, authentication, account = no Premium, a refused
 * `connect()`) reject the wait; the same errors after `ready`, playback errors and token failures
 * are reported through the events instead.
 */
import { SPOTIFY_VOLUME } from '@common/constants';
import { playerLog } from '../lib/player-log';
import { SpotifyEngineError, type SpotifyFailure } from './spotify-engine-error';
import {
  loadSpotifySdk,
  type SpotifyErrorEvent,
  type SpotifyNamespace,
  type SpotifyPlaybackState,
  type SpotifySdkPlayer,
} from './spotify-sdk';

export interface SpotifyDeviceOptions {
  sdkUrl: string;
  /** A valid access token (the server refreshes it); rejects when there is none. */
  getToken: () => Promise<string>;
  /** The player's name in Spotify Connect. */
  name?: string;
}

export interface SpotifyDeviceEvents {
  onReady: (deviceId: string) => void;
  onOffline: (deviceId: string) => void;
  onState: (state: SpotifyPlaybackState | null) => void;
  /** A playback_error from the SDK. */
  onPlaybackError: () => void;
  /** Errors after `ready` (and token failures at any time). */
  onError: (error: SpotifyEngineError) => void;
}

const initFailed = () => new SpotifyEngineError('init', 'Failed to initialize Spotify player');

/** Loads the SDK script (once per page); rejects with kind `init` when it does not load. */
async function loadSdk(sdkUrl: string): Promise<SpotifyNamespace> {
  try {
    return await loadSpotifySdk(sdkUrl);
  } catch (err) {
    throw new SpotifyEngineError(
      'init',
      `Failed to initialize Spotify player: ${(err as Error).message}`,
    );
  }
}

/** A new SDK player (volume SPOTIFY_VOLUME) whose token failures go to `onError`. */
function newSdkPlayer(
  Spotify: SpotifyNamespace,
  options: SpotifyDeviceOptions,
  onError: (error: SpotifyEngineError) => void,
): SpotifySdkPlayer {
  return new Spotify.Player({
    name: options.name ?? 'Hearsay',
    volume: SPOTIFY_VOLUME,
    getOAuthToken: (cb) => {
      options.getToken().then(cb, () => {
        playerLog('spotify', 'Failed to refresh Spotify token', 'error');
        onError(new SpotifyEngineError('token', 'Failed to refresh Spotify token'));
      });
    },
  });
}

/**
 * Listens to the player's events and connects it; resolves on `ready`. Set-up errors reject
 * before `ready` and go to `events.onError` after it.
 */
function waitForDevice(player: SpotifySdkPlayer, events: SpotifyDeviceEvents) {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    const failBefore = (kind: SpotifyFailure, label: string) => (e: SpotifyErrorEvent) => {
      playerLog('spotify', `${label}: ${e.message}`, 'error');
      const error = new SpotifyEngineError(
        kind,
        kind === 'init' ? 'Failed to initialize Spotify player' : e.message || label,
      );
      if (!settled) settle(() => reject(error));
      else events.onError(error);
    };
    player.addListener('ready', ({ device_id }) => {
      events.onReady(device_id);
      playerLog('spotify', `ready, device ${device_id}`);
      settle(resolve);
    });
    player.addListener('not_ready', ({ device_id }) => {
      playerLog('spotify', `device ${device_id} went offline`, 'warn');
      events.onOffline(device_id);
    });
    player.addListener('initialization_error', failBefore('init', 'initialization_error'));
    player.addListener('authentication_error', failBefore('auth', 'authentication_error'));
    player.addListener('account_error', failBefore('account', 'account_error'));
    player.addListener('playback_error', (e) => {
      playerLog('spotify', `playback_error: ${e.message}`, 'error');
      events.onPlaybackError();
    });
    player.addListener('autoplay_failed', () =>
      playerLog('spotify', 'autoplay_failed: the browser blocked autoplay', 'warn'),
    );
    player.addListener('player_state_changed', events.onState);
    player.connect().then(
      (ok) => {
        if (!ok) settle(() => reject(initFailed()));
      },
      () => settle(() => reject(initFailed())),
    );
  });
}

/**
 * This tab's Spotify Connect device: `connect()` opens it once (concurrent callers share the
 * attempt; a failed attempt is forgotten so the next call tries again), `transferOnce` makes it the
 * member's active device once per `ready`, `destroy()` disconnects it for good.
 */
export function createSpotifyDevice(
  options: SpotifyDeviceOptions & { onError: (error: SpotifyEngineError) => void },
  events: Pick<SpotifyDeviceEvents, 'onState' | 'onPlaybackError'>,
) {
  let player: SpotifySdkPlayer | null = null;
  let deviceId: string | null = null;
  let connecting: Promise<void> | null = null;
  let destroyed = false;
  let transferred = false;

  async function open(): Promise<void> {
    const Spotify = await loadSdk(options.sdkUrl);
    if (destroyed) throw new SpotifyEngineError('not_ready', 'Spotify player not ready');
    const created = newSdkPlayer(Spotify, options, options.onError);
    player = created;
    await waitForDevice(created, {
      ...events,
      onReady: (id) => {
        deviceId = id;
        transferred = false;
      },
      onOffline: (id) => {
        if (deviceId === id) deviceId = null;
      },
      onError: options.onError,
    });
  }

  return {
    get player() {
      return player;
    },
    get deviceId() {
      return deviceId;
    },
    get destroyed() {
      return destroyed;
    },
    connect(): Promise<void> {
      if (deviceId && player) return Promise.resolve();
      if (connecting) return connecting;
      connecting = open().catch((err: unknown) => {
        connecting = null;
        player?.disconnect();
        player = null;
        throw err;
      });
      return connecting;
    },
    /** Transfers playback here unless done since `ready`; a refused transfer is a failed play. */
    async transferOnce(transfer: (deviceId: string) => Promise<Response>, device: string) {
      if (transferred) return;
      const res = await transfer(device);
      if (!res.ok) throw new SpotifyEngineError('play', 'Failed to play track');
      transferred = true;
      playerLog('spotify', `playback transferred to ${device}`);
    },
    /** Spotify forgot the device (404 on play): transfer again on the next load. */
    forgetTransfer() {
      transferred = false;
    },
    destroy() {
      destroyed = true;
      player?.disconnect();
      player = null;
      deviceId = null;
    },
  };
}
