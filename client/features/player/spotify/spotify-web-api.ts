/**
 * The two Spotify Web API calls the Spotify engine makes (https://developer.spotify.com/documentation/web-api):
 * transferring playback to this tab's SDK device (PUT /v1/me/player) and playing a track on it
 * (PUT /v1/me/player/play?device_id). Both need the member's token, asked for on each call.
 */
import { SpotifyEngineError } from './spotify-engine-error';

export interface SpotifyWebApiOptions {
  /** Web API base URL (https://api.spotify.com/ or a fake). */
  apiBaseUrl: string;
  /** A valid access token (the server refreshes it); rejects when there is none. */
  getToken: () => Promise<string>;
  fetch?: typeof fetch;
}

export type SpotifyWebApi = ReturnType<typeof createSpotifyWebApi>;

/** The PUT calls, bound to a base URL and a token source; token failures reject with kind `token`. */
export function createSpotifyWebApi(options: SpotifyWebApiOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const base = options.apiBaseUrl.endsWith('/') ? options.apiBaseUrl : `${options.apiBaseUrl}/`;

  async function put(path: string, body: unknown): Promise<Response> {
    let token: string;
    try {
      token = await options.getToken();
    } catch {
      throw new SpotifyEngineError('token', 'Failed to refresh Spotify token');
    }
    return doFetch(new URL(path, base).toString(), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  return {
    /** Makes `deviceId` the member's active device without starting playback. */
    transferPlayback: (deviceId: string) =>
      put('v1/me/player', { device_ids: [deviceId], play: false }),
    /** Plays `uri` from its start on `deviceId`. */
    playOnDevice: (deviceId: string, uri: string) =>
      put(`v1/me/player/play?device_id=${encodeURIComponent(deviceId)}`, { uris: [uri] }),
  };
}
